/**
 * The top of the landing page: a banner, the template's title and subtitle (fallback texts if it gave
 * none). The banner is the market's brand banner until the template names its own, which then takes
 * the same box (same size: nothing moves), and again if that image cannot load. So the prerendered
 * HTML paints the whole hero, banner included, before any script runs (issue 18). The title and
 * subtitle have room for two lines each, so the template's copy, which comes with the app, takes the
 * fallback texts' place without moving the form.
 */
import { useState } from 'react';
import { templateOf, type TemplateResponse } from '../../../store/registration';
import type { LandingPack } from '../../i18n/landing';
import { safeImg } from '../../native/safeUrl';

export function LandingHero({ body, t }: { body?: TemplateResponse; t: LandingPack }) {
  const template = templateOf(body);
  const [broken, setBroken] = useState<string | null>(null);
  const own = safeImg(template?.banner);
  const banner = own && own !== broken ? own : t.brandBanner;
  return (
    <header className="landing-hero">
      <img
        className="landing-banner"
        src={banner}
        alt={t.bannerAlt}
        width={750}
        height={360}
        fetchPriority="high"
        onError={() => {
          if (banner === own) setBroken(own);
        }}
      />
      <div className="landing-copy">
        <h1>{template?.title || t.fallbackTitle}</h1>
        <p>{template?.subtitle || t.fallbackSubtitle}</p>
      </div>
      <ul className="landing-perks">
        {t.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
    </header>
  );
}
