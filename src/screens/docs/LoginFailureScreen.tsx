/**
 * `/abcNot`: the error page, also shown when joint login fails (fixed texts of SPEC §2). The texts are
 * Spanish in both markets, so the page says so: an English page's screen reader reads them in Spanish.
 */
import { MSG } from '../../i18n/messages';

export default function LoginFailureScreen() {
  return (
    <main className="page center" lang="es">
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" style={{ margin: '32px auto 16px' }}>
        <circle cx="48" cy="48" r="44" fill="#fdecea" />
        <path d="M32 32l32 32M64 32L32 64" stroke="#c62828" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <h1>{MSG.loginFailureTitle}</h1>
      <p className="muted">{MSG.loginFailureNotice}</p>
    </main>
  );
}
