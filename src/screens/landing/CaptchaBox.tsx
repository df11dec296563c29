/**
 * The image captcha's box beside its field: the image (a tap asks for a new one, SPEC §5), or, when
 * there is none to show, why: loading, a Retry when get-sid failed, or a line saying the image did
 * not load. One button throughout, so focus stays on it from Retry to the image that comes.
 */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import { captchaRetried, captchaTapped, selectCaptchaBox, selectCaptchaSrc } from '../../../store/registration';
import { useHydrating } from '../../app/prerendered';
import type { LandingPack } from '../../i18n/landing';
import { safeImg } from '../../native/safeUrl';

export function CaptchaBox({ t }: { t: LandingPack }) {
  const dispatch = useAppDispatch();
  const src = safeImg(useAppSelector(selectCaptchaSrc));
  const box = useAppSelector(selectCaptchaBox);
  // Not before the app has taken over the prerendered form (RegistrationForm.tsx).
  const hydrating = useHydrating();
  // The image URL that failed to load: a new URL (a new timestamp or sid) is tried afresh.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  // A failed load is loaded again whatever the form holds; only a captcha shown is a refresh that
  // asks for the phone first (SPEC §5).
  const failed = src ? src === brokenSrc : box === 'failed';
  const words = src ? t.captchaBroken : t.captchaRetry;

  return (
    <button
      type="button"
      disabled={hydrating}
      className={failed ? 'landing-captcha landing-captcha-failed' : 'landing-captcha'}
      // A failed box is named by its visible words; the image and the wait by what a tap does.
      aria-label={failed ? undefined : t.captchaRefresh}
      title={failed ? words : t.captchaRefresh}
      onClick={() => dispatch(failed ? captchaRetried() : captchaTapped())}
    >
      {failed ? (
        <span className="landing-captcha-retry">{words}</span>
      ) : src ? (
        <img src={src} alt={t.captchaAlt} width={100} height={40} onError={() => setBrokenSrc(src)} />
      ) : (
        <span className="landing-captcha-wait">{t.captchaLoading}</span>
      )}
    </button>
  );
}
