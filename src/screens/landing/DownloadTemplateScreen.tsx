/**
 * `/#/downloadTemplate?app_from&user_from&utm_tag&id&(links_id|down_id)`: where registration leads.
 * Store buttons for the app named by the template; the visitor's own platform comes first.
 */
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store';
import { selectCarriedQuery, withCarried } from '../../../store/navigation';
import { ServerLink } from '../../components/ServerLink';
import { agreementTemplateUrl, appStoresFor } from '../../../store/registration';
import { selectMarket } from '../../../store/session';
import * as packs from '../../i18n/landing';
import { usePack } from '../../i18n/usePack';
import { useHashQuery } from './useHashQuery';
import { useTemplateAppName } from './useTemplateAppName';
import './templates.css';

export default function DownloadTemplateScreen() {
  const t = usePack(packs).download;
  const query = useHashQuery();
  const { appName } = useTemplateAppName(query.id);
  const clientType = useAppSelector((s) => s.session.clientType);
  // The carried session (the market's need-pop above all) on the path's query, as the navigator
  // brought it here: the agreement page, and a reload of it, keep the market.
  const carried = useAppSelector(selectCarriedQuery);
  // The market's own app: an Indian visitor is not sent to the Mexican listing.
  const config = appStoresFor(useAppSelector(selectMarket));

  const stores = [
    { key: 'ios', href: config.appStoreUrl, label: t.appStore, mark: '' },
    { key: 'android', href: config.playStoreUrl, label: t.googlePlay, mark: '▶' },
  ];
  if (clientType === 'android') stores.reverse();

  return (
    <main className="template-page">
      <header className="template-hero">
        <div className="template-app-icon" aria-hidden="true">
          {appName.slice(0, 1)}
        </div>
        <h1>{t.title(appName)}</h1>
        <p>{t.lead}</p>
      </header>
      <section className="template-card" aria-label={t.title(appName)}>
        {stores.map((s, i) => (
          // Config URLs pass the same gate as the server's: a refused one says so instead of opening.
          <ServerLink key={s.key} url={s.href} className={`template-store ${i === 0 ? 'template-store-primary' : ''}`}>
            {s.mark && <span aria-hidden="true">{s.mark}</span>}
            {s.label}
          </ServerLink>
        ))}
      </section>
      <section className="template-card">
        <h2>{t.stepsTitle}</h2>
        <ol className="template-steps">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="template-foot">
          <Link to={withCarried(agreementTemplateUrl(query), carried)}>{t.agreementLink}</Link>
        </p>
      </section>
    </main>
  );
}
