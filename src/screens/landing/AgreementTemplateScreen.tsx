/**
 * `/#/agreementTemplate?app_from&user_from&utm_tag&id&(links_id|down_id)`: the registration
 * agreement, with the template's app name and the company of the page config.
 */
import { Link } from 'react-router-dom';
import { getConfig } from '../../../store/config';
import * as packs from '../../i18n/landing';
import * as agreementPacks from '../../i18n/registrationAgreement';
import { fillAgreement } from '../../i18n/registrationAgreement';
import { usePack } from '../../i18n/usePack';
import { useHashQuery } from './useHashQuery';
import { useTemplateAppName } from './useTemplateAppName';
import './templates.css';

/** Back to the landing page with the same campaign parameters. */
function landingUrl(q: ReturnType<typeof useHashQuery>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  return `/landing?${params.toString()}`;
}

export default function AgreementTemplateScreen() {
  const t = usePack(packs).agreement;
  const doc = usePack(agreementPacks);
  const query = useHashQuery();
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
          <Link to={landingUrl(query)}>{t.back}</Link>
        </p>
      </article>
    </main>
  );
}
