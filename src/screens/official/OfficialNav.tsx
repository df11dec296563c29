/**
 * The public site's bar: brand and the five tabs of SPEC §2 (Home, About us, Comment, Privacy Policy,
 * Loan terms). It stays at the top while the page scrolls, unless large text makes it taller than a
 * quarter of the screen (a third at 200%): then it scrolls away with the page, leaving the text room.
 */
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { companyFor } from '../../../store/lenderConfig';
import { useSiteHref } from './siteLinks';
import { useSiteMarket, useSitePack } from './useSitePack';

const MAX_STUCK_SHARE = 0.25;

/** Whether the bar is short enough to stay stuck, followed as the text size or the screen changes. */
function useStuckWhileShort() {
  const ref = useRef<HTMLElement>(null);
  const [stuck, setStuck] = useState(true);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const check = () => setStuck(bar.offsetHeight <= window.innerHeight * MAX_STUCK_SHARE);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    window.addEventListener('resize', check);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', check);
    };
  }, []);
  return { ref, stuck };
}

export function OfficialNav() {
  const t = useSitePack();
  const company = companyFor(useSiteMarket());
  const href = useSiteHref();
  const { ref, stuck } = useStuckWhileShort();
  const tabs = [
    { to: '/', label: t.nav.home, end: true },
    { to: '/About', label: t.nav.about },
    { to: '/User', label: t.nav.comment },
    { to: '/Policy', label: t.nav.privacy },
    { to: '/Loan', label: t.nav.loanTerms },
  ];
  return (
    <header ref={ref} className={stuck ? 'official-header' : 'official-header official-header-unstuck'}>
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
