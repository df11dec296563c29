/**
 * `/#/agreementTemplate?app_from&user_from&utm_tag&id&(links_id|down_id)`: the registration
 * agreement, with the template's app name and the company of the page config.
 */
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store';
import { getConfig } from '../../../store/config';
import { selectCarriedQuery } from '../../../store/navigation';
import { landingPageUrl } from '../../../store/registration';
import * as packs from '../../i18n/landing';
import * as agreementPacks from '../../i18n/registrationAgreement';
import { fillAgreement } from '../../i18n/registrationAgreement';
import { usePack } from '../../i18n/usePack';
import { useHashQuery } from './useHashQuery';
import { useTemplateAppName } from './useTemplateAppName';
import './templates.css';

export default function AgreementTemplateScreen() {
  const t = usePack(packs).agreement;
  const doc = usePack(agreementPacks);
  const query = useHashQuery();
  const carried = useAppSelector(selectCarriedQuery);
  const { appName } = useTemplateAppName(query.id);
  const company = getConfig().company.name;
  const fill = (text: string) => fillAgreement(text, appName, company);

  return (
    <main className="template-page">
      <article className="template-card template-doc">
        <h1>{doc.title}</h1>
        <p className="muted">{doc.updated}</p>
        <p>{fill(doc.intro)}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{fill(p)}</p>
            ))}
          </section>
        ))}
        <p className="template-foot">
          {/* Back to the landing page: the session (market) and this page's campaign parameters. */}
          <Link to={landingPageUrl(carried, query)}>{t.back}</Link>
        </p>
      </article>
    </main>
  );
}
