/** The public site's footer: company name, phone, e-mail, address and copyright from the page config. */
import { Link } from 'react-router-dom';
import { getConfig } from '../../../store/config';
import { useSitePack } from './useSitePack';

export function OfficialFooter() {
  const t = useSitePack();
  const { company } = getConfig();
  return (
    <footer className="official-footer">
      <p className="official-footer-name">{company.name}</p>
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
        <Link to="/Contact">{t.contact.title}</Link>
      </p>
      <p className="official-copyright">{company.copyright}</p>
    </footer>
  );
}
