/**
 * `/#/agreementTemplate?app_from&user_from&utm_tag&id&(links_id|down_id)`: the registration
 * agreement, with the template's app name and the company of the page config; "Volver" goes back.
 */
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store';
import { companyFor } from '../../../store/lenderConfig';
import { selectCarriedQuery, withCarried } from '../../../store/navigation';
import { downloadTemplateUrl } from '../../../store/registration';
import { selectMarket } from '../../../store/session';
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
  const { appName } = useTemplateAppName(query.id);
  const company = companyFor(useAppSelector(selectMarket)).legalName;
  // The market travels in the path's query; the campaign stays in the hash route's own query.
  const needPop = useAppSelector(selectCarriedQuery)['need-pop'];
  const market: Record<string, string> = needPop ? { 'need-pop': needPop } : {};
  const location = useLocation();
  const navigate = useNavigate();
  // Opened inside the app (from the download page or the landing form): back is where the visitor
  // was. Opened fresh (a shared link, a reload) there is no in-app page behind it, so the link's own
  // target, the download page (with the page's market), is the way back.
  const back = (event: MouseEvent) => {
    if (location.key === 'default') return;
    event.preventDefault();
    void navigate(-1);
  };
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
          <Link to={withCarried(downloadTemplateUrl(query), market)} onClick={back}>
            {t.back}
          </Link>
        </p>
      </article>
    </main>
  );
}
