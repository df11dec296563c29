/**
 * The query inside a hash route (`/#/downloadTemplate?app_from=..&id=..`). Read from the location
 * rather than the session, because the landing page navigates here without reloading the page.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { landingQueryOf, type LandingQuery } from '../../../store/registration';

export function useHashQuery(): LandingQuery {
  const { hash } = useLocation();
  return useMemo(() => {
    const at = hash.indexOf('?');
    const params = new URLSearchParams(at >= 0 ? hash.slice(at) : '');
    return landingQueryOf(Object.fromEntries(params.entries()));
  }, [hash]);
}
