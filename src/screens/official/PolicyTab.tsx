/** `/Policy`: the privacy notice page (`/PrivacyPolicy`) embedded in a frame, in the site's language. */
import { OfficialLayout } from './OfficialLayout';
import { useSiteMarket, useSitePack } from './useSitePack';

export default function PolicyTab() {
  const t = useSitePack();
  const languageType = useSiteMarket() === 'en' ? '1' : '2';
  return (
    <OfficialLayout>
      <h1 className="sr-only">{t.nav.privacy}</h1>
      <iframe
        className="official-frame"
        src={`/PrivacyPolicy?languageType=${languageType}`}
        title={t.policyFrameTitle}
      />
    </OfficialLayout>
  );
}
