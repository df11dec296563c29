/**
 * The public site's links keep the page's language query (`need-pop`), so a reload or a shared link
 * opens the same language: the site is English unless `need-pop=2` (store/officialForm selectors).
 */
import { useAppSelector } from '../../../store';

/** `path` with the page's `need-pop`, when the page has one. */
const siteHref = (path: string, needPop: string) =>
  needPop ? `${path}?${new URLSearchParams({ 'need-pop': needPop })}` : path;

/** A builder of site links for the current page. */
export function useSiteHref() {
  const needPop = useAppSelector((s) => s.session.needPop);
  return (path: string) => siteHref(path, needPop);
}
