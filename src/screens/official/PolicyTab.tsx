/**
 * `/Policy`: the privacy page (`/PrivacyPolicy`) in a frame, in the site's language (SPEC §2); the
 * frame grows to its page's height (PolicyFrame.tsx).
 */
import { OfficialLayout } from './OfficialLayout';
import { PolicyFrame } from './PolicyFrame';
import { useSiteMarket, useSitePack } from './useSitePack';

export default function PolicyTab() {
  const t = useSitePack();
  // The privacy page is English when languageType is 1, Spanish otherwise (SPEC §2).
  const languageType = useSiteMarket() === 'en' ? '1' : '2';
  return (
    <OfficialLayout>
      {/* The tab's own heading: the framed page's is in another document. */}
      <h1 className="sr-only">{t.nav.privacy}</h1>
      <PolicyFrame src={`/PrivacyPolicy?languageType=${languageType}`} t={t.policyFrame} />
    </OfficialLayout>
  );
}
