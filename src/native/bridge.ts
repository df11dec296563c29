// The iOS shell bridge (CONTRACT "Native bridge"), plus a bounded call log the developer test page shows.
import type { BridgeName } from '../../store/native';

export type { BridgeName };

type MessageHandler = { postMessage(payload: unknown): void };
type WebkitWindow = Window & { webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> } };

export interface BridgeLogEntry {
  name: BridgeName;
  payload: unknown;
  /** ISO time of the call. */
  at: string;
  /** True when a native handler took the message. */
  delivered: boolean;
  /** Message of the error a present handler threw. */
  error?: string;
}

export const BRIDGE_LOG_LIMIT = 200;

// SPEC §7: these two ignore errors, so their failures are not reported in the log.
const IGNORES_ERRORS: ReadonlySet<BridgeName> = new Set<BridgeName>(['closeWebview', 'endBank']);

// WKWebView's postMessage needs an argument; handlers without a payload get an empty object.
const NO_PAYLOAD = {};

// Kept for the tab (sessionStorage): the test page's links are full page loads.
const LOG_KEY = 'bridgeLog';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function loadLog(): readonly BridgeLogEntry[] {
  try {
    const saved: unknown = JSON.parse(tabStorage()?.getItem(LOG_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as BridgeLogEntry[]).slice(-BRIDGE_LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

function saveLog(log: readonly BridgeLogEntry[]): void {
  try {
    if (log.length) tabStorage()?.setItem(LOG_KEY, JSON.stringify(log));
    else tabStorage()?.removeItem(LOG_KEY);
  } catch {
    // Full or refused: the log lives in this page only.
  }
}

// Read on first use, not when the module loads: every page loads this module, and only the developer
// test page and a bridge call need the log (reading and parsing it was in every page's start).
let loaded: readonly BridgeLogEntry[] | null = null;
const currentLog = () => (loaded ??= loadLog());
const listeners = new Set<() => void>();

function webkit(): WebkitWindow['webkit'] {
  return typeof window === 'undefined' ? undefined : (window as WebkitWindow).webkit;
}

export function isInAppShell(): boolean {
  return Boolean(webkit()?.messageHandlers);
}

/** Snapshot for useSyncExternalStore: a new array only when an entry is added. */
export function getBridgeLog(): readonly BridgeLogEntry[] {
  return currentLog();
}

export function subscribeBridgeLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function clearBridgeLog(): void {
  loaded = [];
  saveLog(loaded);
  listeners.forEach((listener) => listener());
}

function record(entry: BridgeLogEntry): void {
  loaded = [...currentLog(), entry].slice(-BRIDGE_LOG_LIMIT);
  saveLog(loaded);
  listeners.forEach((listener) => listener());
}

// Never throws: a missing or broken shell must not crash a screen. Returns true when delivered.
function send(name: BridgeName, payload: unknown): boolean {
  const at = new Date().toISOString();
  const handler = webkit()?.messageHandlers?.[name];
  if (!handler) {
    record({ name, payload, at, delivered: false });
    return false;
  }
  try {
    handler.postMessage(payload);
  } catch (thrown) {
    const error = IGNORES_ERRORS.has(name) ? undefined : thrown instanceof Error ? thrown.message : String(thrown);
    record(
      error === undefined ? { name, payload, at, delivered: false } : { name, payload, at, delivered: false, error },
    );
    return false;
  }
  record({ name, payload, at, delivered: true });
  return true;
}

export const bridge = {
  goTo: (to: string, toP: unknown): boolean => send('goTo', { to, toP }),
  closeWebview: (): boolean => send('closeWebview', NO_PAYLOAD),
  toHome: (): boolean => send('toHome', NO_PAYLOAD),
  toMine: (): boolean => send('toMine', NO_PAYLOAD),
  offToLogin: (): boolean => send('offToLogin', NO_PAYLOAD),
  callPhone: (phone: string): boolean => send('callPhone', { phone }),
  toRate: (): boolean => send('toRate', NO_PAYLOAD),
  burialPointConfirm: (productId: string | number): boolean => send('burialPointConfirm', { productId }),
  startBank: (): boolean => send('startBank', NO_PAYLOAD),
  endBank: (): boolean => send('endBank', NO_PAYLOAD),
} as const;

/** A payload field as a string argument of the bridge: a scalar as written, anything else empty. */
const argText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The call a `native/callRequested` event names (the app's `callNative` effect). */
export function callBridge(name: BridgeName, payload: Record<string, unknown> = {}): boolean {
  switch (name) {
    case 'goTo':
      return bridge.goTo(argText(payload.to), payload.toP);
    case 'callPhone':
      return bridge.callPhone(argText(payload.phone));
    case 'burialPointConfirm':
      return bridge.burialPointConfirm(argText(payload.productId));
    default:
      return bridge[name]();
  }
}
