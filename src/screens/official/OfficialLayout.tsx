/** Frame of every public-site tab: nav bar, the tab's content, footer. */
import type { ReactNode } from 'react';
import { OfficialFooter } from './OfficialFooter';
import { OfficialNav } from './OfficialNav';
import { useSiteMarket } from './useSitePack';
import './official.css';

export function OfficialLayout({ children }: { children: ReactNode }) {
  const market = useSiteMarket();
  return (
    <div className="official" lang={market}>
      <OfficialNav />
      <main className="official-main">{children}</main>
      <OfficialFooter />
    </div>
  );
}
