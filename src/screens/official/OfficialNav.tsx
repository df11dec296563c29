/** The public site's bar: brand and the five tabs of SPEC §2 (Home, About us, Comment, Privacy Policy, Loan terms). */
import { NavLink } from 'react-router-dom';
import { companyFor } from '../../../store/lenderConfig';
import { useSiteHref } from './siteLinks';
import { useSiteMarket, useSitePack } from './useSitePack';

export function OfficialNav() {
  const t = useSitePack();
  const company = companyFor(useSiteMarket());
  const href = useSiteHref();
  const tabs = [
    { to: '/', label: t.nav.home, end: true },
    { to: '/About', label: t.nav.about },
    { to: '/User', label: t.nav.comment },
    { to: '/Policy', label: t.nav.privacy },
    { to: '/Loan', label: t.nav.loanTerms },
  ];
  return (
    <header className="official-header">
      <div className="official-brand">{company.name}</div>
      <nav className="official-nav" aria-label={t.nav.label}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={href(tab.to)} end={tab.end}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
