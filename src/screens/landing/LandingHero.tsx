/**
 * The top of the landing page: the template's banner, title and subtitle (fallback texts if it gave
 * none). Without a template yet (`body` absent: loading, or the prerendered HTML) it shows the fallback
 * texts and keeps the banner's place, so the banner arrives without moving the form.
 */
import { templateOf, type TemplateResponse } from '../../../store/registration';
import type { LandingPack } from '../../i18n/landing';
import { safeImg } from '../../native/safeUrl';

export function LandingHero({ body, t }: { body?: TemplateResponse; t: LandingPack }) {
  const template = templateOf(body);
  const banner = safeImg(template?.banner);
  return (
    <header className="landing-hero">
      {body === undefined ? (
        <div className="landing-banner landing-banner-slot" aria-hidden="true" />
      ) : (
        banner && <img className="landing-banner" src={banner} alt={t.bannerAlt} width={750} height={360} />
      )}
      <h1>{template?.title || t.fallbackTitle}</h1>
      <p>{template?.subtitle || t.fallbackSubtitle}</p>
      <ul className="landing-perks">
        {t.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
    </header>
  );
}
