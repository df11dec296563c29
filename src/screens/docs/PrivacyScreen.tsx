/** `/informallyIn` and `/PrivacyPolicy`: the privacy notice, English when languageType is 1, else Spanish. */
import { useAppSelector } from '../../../store';
import { selectPrivacyLanguage } from '../../../store/session';
import * as packs from '../../i18n/privacy';
import { DocumentBody } from '../../components/DocumentBody';

export default function PrivacyScreen() {
  const language = useAppSelector(selectPrivacyLanguage);
  return (
    <main className="page" lang={language}>
      <DocumentBody {...packs[language]} />
    </main>
  );
}
