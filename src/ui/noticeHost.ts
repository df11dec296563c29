/**
 * The notice host: the one place that shows what the store tells the user. A notice is a code (turned
 * into the market's words by src/i18n/notices.ts) or the server's own text; its tone picks the toast.
 * Notices are shown in the order they came, so a `clear` after a busy notice always wins, even while
 * the kit and the texts are still loading (both load with the first notice). Every text shown is also
 * written to the polite live region, since a toast alone is not read by screen readers.
 */
import type { Notice } from '../../store/notice';
import type { Market } from '../../store/session';
import { announce, LIVE_REGION_ID } from './announcer';
import { feedback } from './feedback';

let queue: Promise<unknown> = Promise.resolve();

/** The notice's words, and how long they stay: its own duration, else its code's (a server's text: the default). */
async function wordsOf(
  notice: Exclude<Notice, { clear: true }>,
  market: Market,
): Promise<{ text: string; durationMs?: number; lang?: string }> {
  if ('text' in notice) return { text: notice.text, durationMs: notice.durationMs };
  const { noticeText, noticeDurationMs, textLanguage } = await import(
    /* webpackChunkName: "toast" */ '../i18n/notices'
  );
  const text = noticeText(notice.code, market);
  // Only codes carry the spec's Chinese literals; a server's text is in the page's language.
  return { text, durationMs: notice.durationMs ?? noticeDurationMs(notice.code, market), lang: textLanguage(text) };
}

async function show(notice: Notice, market: Market): Promise<void> {
  if ('clear' in notice) return feedback.clear();
  const { text, durationMs, lang } = await wordsOf(notice, market);
  // The region says the words' language when it is not the page's; set here, after the first paint,
  // rather than by the announcer, which is in every page's first-load bundle.
  const region = document.getElementById(LIVE_REGION_ID);
  if (lang) region?.setAttribute('lang', lang);
  else region?.removeAttribute('lang');
  announce(text);
  switch (notice.tone ?? 'info') {
    case 'success':
      return feedback.success(text, durationMs);
    case 'fail':
      return feedback.fail(text, durationMs);
    case 'busy':
      return feedback.loading(text);
    default:
      return feedback.toast(text, durationMs);
  }
}

export function showNotice(notice: Notice, market: Market): Promise<void> {
  const next = queue.then(() => show(notice, market)).catch(() => undefined);
  queue = next;
  return next;
}
