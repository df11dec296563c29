/**
 * The public site's footer: the lender of the site's market (logo, trade name, legal entity, phone,
 * e-mail, address, copyright) from the runtime config, the same company the contract names.
 */
import { Link } from 'react-router-dom';
import { companyFor } from '../../../store/lenderConfig';
import { useSiteHref } from './siteLinks';
import { useSiteMarket, useSitePack } from './useSitePack';

export function OfficialFooter() {
  const t = useSitePack();
  const company = companyFor(useSiteMarket());
  const href = useSiteHref();
  return (
    <footer className="official-footer">
      <img className="official-footer-logo" src={company.logo} alt={company.name} height={32} />
      <p className="official-footer-name">{company.name}</p>
      <p className="official-footer-legal">{company.legalName}</p>
      <dl>
        <div>
          <dt>{t.footer.phone}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.footer.email}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.footer.address}</dt>
          <dd>{company.address}</dd>
        </div>
      </dl>
      <p>
        <Link to={href('/Contact')}>{t.contact.title}</Link>
      </p>
      <p className="official-copyright">{company.copyright}</p>
    </footer>
  );
}
