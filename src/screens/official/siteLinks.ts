/**
 * The public site's links keep the page's language query (`need-pop`), so a reload or a shared link
 * opens the same language: the site is English unless `need-pop=2` (store/officialForm selectors).
 * The site carries only that parameter, not the borrower's session.
 */
import { useAppSelector } from '../../../store';
import { inAppUrl } from '../../../store/navigation';

/** A builder of site links for the current page: `path` with its `need-pop`, when it has one. */
export function useSiteHref() {
  const needPop = useAppSelector((s) => s.session.needPop);
  return (path: string) => inAppUrl(path, {}, { 'need-pop': needPop });
}
