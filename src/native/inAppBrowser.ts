// Which messaging app's built-in browser the page runs in, and the client type the promotion calls send.

import type { InAppBrowser } from '../../store/session';

// Facebook's in-app browsers (Messenger and the main app) all carry FBAN or FBAV.
const MARKERS: ReadonlyArray<[Exclude<InAppBrowser, null>, RegExp]> = [
  ['whatsapp', /WhatsApp/i],
  ['wechat', /MicroMessenger/i],
  ['messenger', /FBAN|FBAV|Messenger/i],
  ['line', /\bLine\//],
  ['telegram', /Telegram/i],
];

export function detectInAppBrowser(userAgent: string): InAppBrowser {
  return MARKERS.find(([, marker]) => marker.test(userAgent))?.[0] ?? null;
}

/** SPEC §7 track calls send ios or android; anything not an Apple handheld counts as android. */
export function clientTypeFromUserAgent(ua: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod/.test(ua) ? 'ios' : 'android';
}
