/**
 * Everything a listener does outside the store, handed to the listener middleware as `extra` (and to
 * the base queries as the thunk's extra argument): the app gives the real ones at start
 * (src/app/effects.ts), tests give fakes and assert on them. No listener imports a DOM or UI module.
 */
import type { AppConfig } from './config';
import type { Notice } from './notice';
import type { BridgeName } from './native/slice';
import type { VoucherLayout } from './payments/voucher';

/** A page change the navigator has approved: an in-app route, or a page outside this app. */
export type ApprovedNavigation =
  { kind: 'route'; path: string; replace: boolean } | { kind: 'external'; href: string; replace: boolean };

export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** What the phone does to a picked image before it is uploaded (store/complaint/rules.ts holds the numbers). */
export interface ImageLimits {
  /** The long side of a shrunk image, in pixels. */
  maxSide: number;
  /** JPEG qualities tried in turn until the image fits `maxBytes`. */
  qualities: readonly number[];
  /** What the server takes. */
  maxBytes: number;
  /** An image at most this big (and at most `maxSide`, of a type the server takes) is sent as it is. */
  keepBytes: number;
  /** Files bigger than this are not even decoded: the phone could run out of memory. */
  maxInputBytes: number;
}

/** The file to send (its id in store/api/fileRegistry, `kept` when it is the picked one), or why none. */
export type ShrinkOutcome = { fileId: string; bytes: number; kept: boolean } | { refused: 'notImage' | 'tooLarge' };

/** What the reporter sends (src/app/reporting.ts adds route, market, versions, user agent, and masks it). */
export type ReportEvent =
  | { type: 'error' | 'rejection' | 'routeError'; message: string; status?: number }
  | {
      type: 'apiFailure';
      /** `reducerPath/endpointName`. */
      endpoint: string;
      kind: string;
      code?: string | number;
      status?: number;
      latencyMs?: number;
    }
  | { type: 'vital'; name: string; value: number; rating?: string };

/** A file the borrower keeps: a text file (a calendar reminder) or a voucher image drawn from its layout. */
export type OutgoingFile = { name: string; type: string; text: string } | { name: string; voucher: VoucherLayout };
/** What became of it; `cancelled`: the borrower closed the share sheet. */
export type FileOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

/** Properties, not methods: a listener may take one out (`const { notify } = api.extra`). */
export interface Effects {
  /** Shows a notice (toast, success, busy) in the market's words. */
  notify: (notice: Notice) => void;
  /** Performs a page change the navigator approved. */
  navigate: (target: ApprovedNavigation) => void;
  /** Copies text; false when the page may not write the clipboard. */
  copyText: (text: string) => Promise<boolean>;
  /** A call to the iOS shell. */
  callNative: (name: BridgeName, payload?: Record<string, unknown>) => void;
  /** A registration reported to the page's ad pixels (fbq, gtag) with the campaign's UC, when they are present. */
  reportConversion: (uc: string) => void;
  /** Long-lived storage (drafts, the device id); may fail, may hold junk. */
  storage: KeyValueStorage;
  now: () => number;
  random: () => number;
  /** The page's own URL: the URL gate's notion of same origin. */
  pageUrl: () => string;
  config: () => AppConfig;
  /** Decodes the registered file and, when it is too big, registers a smaller JPEG of it. */
  shrinkImage: (fileId: string, limits: ImageLimits) => Promise<ShrinkOutcome>;
  /** Queues an event for the configured `reportUrl`; does nothing when none is set. */
  report: (event: ReportEvent) => void;
  /** Hands a file over: to the share sheet when `share` and the WebView can share files, else as a download. */
  deliverFile: (file: OutgoingFile, share: boolean) => Promise<FileOutcome>;
  /** True inside the native app shell (its bridge is there): links of other apps go through `goTo`. */
  inAppShell: () => boolean;
}
