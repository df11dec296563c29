/**
 * The reporter, loaded only when the runtime config has a `reportUrl`: uncaught errors, unhandled
 * rejections, route error screens, failed API calls (the store's `report` effect) and the web vitals
 * LCP, INP and CLS, batched and sent with `navigator.sendBeacon` (fetch keepalive as the fallback).
 * Each event carries the route path, market, app version and user agent, and goes through the
 * recorder's masking first: no session id, phone, code or card number leaves the page.
 */
import type { ReportEvent } from '../../store/effects';
import { maskSecrets, maskUrl } from '../../store/replay/mask';

const FLUSH_MS = 5_000;
/** Events kept waiting at most; older ones are dropped (a loop of errors must not eat the memory). */
export const MAX_QUEUE = 50;
const MAX_MESSAGE = 300;

export interface ReportContext {
  route: string;
  market: string;
  appVersion?: string;
  userAgent: string;
}

export interface ReporterDeps {
  url: string;
  context: () => ReportContext;
  now: () => number;
  send: (url: string, body: string) => void;
}

/** Session-looking values in free text (`sessionId=abc`, `"sid":"abc"`, long digit runs) masked too. */
const SECRET_IN_TEXT =
  /\b(sessionId|sid|repayToken|token|mobilePhone|phone|mobile|smsCode|verifyCode|cardNo)(["']?\s*[:=]\s*["']?)([^\s&"',;}]+)/gi;
const maskText = (text: string) =>
  maskUrl(text)
    .replace(SECRET_IN_TEXT, (_m, key: string, sep: string) => `${key}${sep}***`)
    .replace(/\d{7,}/g, (digits) => '0'.repeat(digits.length))
    .slice(0, MAX_MESSAGE);

/** One event as it is sent: context added, every string masked by key and in its text. */
function maskEvent(event: ReportEvent, context: ReportContext, at: number): Record<string, unknown> {
  const masked = maskSecrets({ ...event, ...context, at }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(masked)) if (typeof value === 'string') masked[key] = maskText(value);
  return masked;
}

export function createReporter({ url, context, now, send }: ReporterDeps) {
  let queue: Record<string, unknown>[] = [];
  const flush = () => {
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    send(url, JSON.stringify(batch));
  };
  const report = (event: ReportEvent) => {
    queue = [...queue, maskEvent(event, context(), now())].slice(-MAX_QUEUE);
  };
  return { report, flush, pending: () => queue.length };
}

function beacon(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused (too big, bad URL): try fetch.
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
    () => undefined,
  );
}

const messageOf = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

/** Installs the page handlers and the flush timer; returns the store's `report`. */
export function startReporting(url: string, context: () => ReportContext): (event: ReportEvent) => void {
  const reporter = createReporter({ url, context, now: () => Date.now(), send: beacon });
  const { report, flush } = reporter;
  window.addEventListener('error', (e) => report({ type: 'error', message: messageOf(e.error ?? e.message) }));
  window.addEventListener('unhandledrejection', (e) => report({ type: 'rejection', message: messageOf(e.reason) }));
  setInterval(flush, FLUSH_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  // After first paint: the vitals library is not part of the page's first load.
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
        const vital = ({ name, value, rating }: { name: string; value: number; rating: string }) =>
          report({ type: 'vital', name, value: Math.round(value * 1000) / 1000, rating });
        onLCP(vital);
        onINP(vital);
        onCLS(vital);
        // Added after the library's own listeners, so the vitals it reports on hide go in this flush.
        document.addEventListener('visibilitychange', () => onHidden());
      });
    }, 0),
  );
  document.addEventListener('visibilitychange', onHidden);
  return report;
}
