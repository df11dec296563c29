/**
 * Whether this page records its actions: small, so the entry can decide without loading the recorder
 * (store/replay/recorder.ts comes as its own chunk, and only when it runs).
 */
export const RECORDER_FLAG = 'recorder:on';

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * On in development and once `/testPreview` has been opened in this tab; off by default in
 * production; `recorder: true | false` in the runtime config overrides both.
 */
export function recorderEnabled(configured: boolean | undefined, isDev: boolean, pathname: string): boolean {
  if (configured !== undefined) return configured;
  const s = sessionStore();
  if (pathname === '/testPreview') s?.setItem(RECORDER_FLAG, '1');
  return isDev || s?.getItem(RECORDER_FLAG) === '1';
}
