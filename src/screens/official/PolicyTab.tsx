/**
 * `/Policy`: the privacy notice in the site's language, as part of the page (no frame): the page
 * scrolls as one, so nothing scrolls inside a box on a phone.
 */
import { DocumentBody } from '../../components/DocumentBody';
import * as privacyPacks from '../../i18n/privacy';
import { OfficialLayout } from './OfficialLayout';
import { useSiteMarket } from './useSitePack';

export default function PolicyTab() {
  return (
    <OfficialLayout>
      <DocumentBody {...privacyPacks[useSiteMarket()]} />
    </OfficialLayout>
  );
}
