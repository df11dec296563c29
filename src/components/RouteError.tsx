/**
 * The error element of every route: a failed chunk load (network drop) offers a reload, any other
 * render error offers a retry; never a white screen. In the page's language (the route's rule, else
 * the market of `need-pop`), since it shows when nothing else of the page could load.
 */
import { useEffect } from 'react';
import { useRouteError, isRouteErrorResponse } from 'react-router-dom';
import { reportEvent } from '../app/effects';
import { usePageLanguage } from '../app/pageLanguage';
import * as common from '../i18n/common';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message));

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  const t = common[usePageLanguage()];
  useEffect(() => {
    const message =
      error instanceof Error ? `${error.name}: ${error.message}` : status ? `HTTP ${status}` : 'route error';
    reportEvent(status ? { type: 'routeError', message, status } : { type: 'routeError', message });
  }, [error, status]);
  return (
    <main className="page error-state" role="alert">
      <h1>{chunk ? t.offlineTitle : t.errorTitle}</h1>
      <p>{chunk ? t.offlineText : status ? `Error ${status}` : t.errorText}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t.retry}
      </button>
    </main>
  );
}
