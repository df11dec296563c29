/**
 * The URL gate (store/navigation/urlGate.ts) for what a screen renders itself: images, iframes and
 * links from the server, the page query or the runtime config. Page changes go through the navigator.
 */
import { getConfig } from '../../store/config';
import { gateUrl } from '../../store/navigation';

export const safeUrl = (raw: unknown, opts: { allowSchemes?: boolean } = {}): string | null =>
  gateUrl(raw, { pageUrl: window.location.href, config: getConfig() }, opts);

/** For `<img src>`: a safe URL or nothing (an empty src would request the page itself). */
export const safeImg = (raw: unknown): string | undefined => safeUrl(raw) ?? undefined;
