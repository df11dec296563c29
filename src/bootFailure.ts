/**
 * A page whose app cannot start (a head script that fails to download, or React's renderer that does
 * not arrive) would stay blank. Its HTML holds a hidden message with a reload link for that
 * (public/index.html): in both languages, so it costs no script bytes and needs no script to reload.
 * Only the start script imports this module: one shared with the app (which depends on the start
 * script) would be kept whole in a module wrapper of its own, on every borrower page, so the app
 * reports with an event instead.
 */
import { marketOf } from '../store/session';

/** What src/main.tsx dispatches on `window` when the app could not start. */
export const BOOT_FAILED = 'loan:boot-failed';

/**
 * Shows the message when a script the HTML's head names fails (those are the `defer` ones) or when the
 * app reports BOOT_FAILED, in the market of `need-pop`; a prerendered page's message already names its
 * page's language (scripts/prerender/plugin.js). Scripts added later (React's renderer, webpack's
 * chunks) are not watched: the app asks for them again, or its screen shows the failure.
 */
export function watchBootFailure(needPop: string): void {
  // The start script runs once the HTML is parsed (a deferred script): the message is there.
  const message = document.getElementById('boot-failed');
  if (!message) return;
  const show = () => {
    message.lang ||= marketOf(needPop);
    message.hidden = false;
  };
  addEventListener('error', (event) => (event.target as HTMLScriptElement).defer && show(), true);
  addEventListener(BOOT_FAILED, show);
}
