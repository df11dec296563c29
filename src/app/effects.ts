/**
 * The real effects the store's listeners use (store/effects.ts): the notice host, the router and the
 * page location (the one place that changes `window.location`), the clipboard, the iOS bridge,
 * localStorage, the clock, the canvas that shrinks a photo before upload. Made before the store and the
 * router, so they reach both through getters. The notice host and the photo shrinker load on first use
 * (kept out of every first load); the bridge and the clipboard stay at hand, since a shell call must go
 * out before the page is replaced and a copy must run inside the tap.
 */
import type { ApprovedNavigation, Effects, KeyValueStorage, ReportEvent } from '../../store/effects';
import { getConfig } from '../../store/config';
import type { Market } from '../../store/session';
import { callBridge, isInAppShell } from '../native/bridge';
import { copyText } from '../ui/clipboard';
import type { NavigateFunction } from 'react-router-dom';

let noticeHost: Promise<typeof import('../ui/noticeHost')> | null = null;
// A load that failed (offline) is forgotten, so the next notice tries again.
const loadNoticeHost = () =>
  (noticeHost ??= import(/* webpackChunkName: "toast" */ '../ui/noticeHost').catch((err: unknown) => {
    noticeHost = null;
    throw err;
  }));

/**
 * Loads the notice host ahead of need, so a screen that works offline (last-known data) can still speak.
 * The caller picks the moment: the host brings the kit's toast, which must not compete with the
 * screen's first paint (issue 18; src/components/LastKnownState.tsx waits for that paint).
 */
export const prefetchNoticeHost = (): void => void loadNoticeHost().catch(() => undefined);

// Events wait here until the reporter chunk has loaded (only when a reportUrl is set).
let reportTo: ((event: ReportEvent) => void) | null = null;
const waiting: ReportEvent[] = [];

/** Hands the loaded reporter (src/app/reporting.ts) the events that came before it. */
export function connectReporter(report: (event: ReportEvent) => void): void {
  reportTo = report;
  waiting.splice(0).forEach(report);
}

/** The `report` effect, also used by the route error screen; nothing happens without a reportUrl. */
export function reportEvent(event: ReportEvent): void {
  if (reportTo) reportTo(event);
  else if (getConfig().reportUrl && waiting.length < 50) waiting.push(event);
}

/** Storage that may be disabled (private mode) or full: reads give null, writes do nothing. */
const quietStorage = (): KeyValueStorage => {
  const store = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Full or refused: the draft is lost, the page goes on.
      }
    },
    removeItem: (key) => {
      try {
        store()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
};

type PixelWindow = Window & { fbq?: (...args: unknown[]) => void; gtag?: (...args: unknown[]) => void };

/** Both pixel APIs are optional: a page without them still records the conversion as an action. */
function reportConversion(uc: string): void {
  const w = window as PixelWindow;
  if (typeof w.fbq === 'function') w.fbq('track', 'CompleteRegistration');
  if (typeof w.gtag === 'function') w.gtag('event', 'conversion', { send_to: uc });
}

function leavePage({ href, replace }: { href: string; replace: boolean }): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}

export function makeAppEffects(getMarket: () => Market, getNavigate: () => NavigateFunction | null): Effects {
  return {
    notify: (notice) => {
      const market = getMarket();
      // One import promise for all: notices still show in the order they came.
      // Offline before the host ever loaded: nothing can be shown, and nothing should crash.
      loadNoticeHost()
        .then((host) => host.showNotice(notice, market))
        .catch(() => undefined);
    },
    navigate: (target: ApprovedNavigation) => {
      const navigate = getNavigate();
      if (target.kind === 'route' && navigate) void navigate(target.path, { replace: target.replace });
      else leavePage(target.kind === 'route' ? { href: target.path, replace: target.replace } : target);
    },
    copyText,
    callNative: (name, payload) => void callBridge(name, payload),
    reportConversion,
    storage: quietStorage(),
    now: () => Date.now(),
    random: () => Math.random(),
    pageUrl: () => window.location.href,
    config: getConfig,
    // The canvas code loads with the first picked image, not with the page.
    shrinkImage: (fileId, limits) =>
      import(/* webpackChunkName: "image-shrink" */ '../native/imageShrink').then((m) => m.shrinkImage(fileId, limits)),
    report: reportEvent,
    // The canvas and share code load with the first file a borrower asks for.
    deliverFile: (file, share) =>
      import(/* webpackChunkName: "file-delivery" */ '../ui/fileDelivery').then((m) => m.deliverFile(file, share)),
    inAppShell: isInAppShell,
  };
}
