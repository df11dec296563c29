/**
 * The error boundary of every route and of the layout around them: a failed chunk load (network
 * drop) offers a reload, any other render error offers a retry; never a white screen. In the page's
 * language (the route's rule, else the market of `need-pop`), since it shows when nothing else of the
 * page could load.
 */
import { Component, useEffect, type ReactNode } from 'react';
import { reportEvent } from '../app/effects';
import { usePageLanguage } from '../app/pageLanguage';
import * as common from '../i18n/common';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message));

function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkError(error);
  const t = common[usePageLanguage()];
  useEffect(() => {
    reportEvent({
      type: 'routeError',
      message: error instanceof Error ? `${error.name}: ${error.message}` : 'route error',
    });
  }, [error]);
  return (
    <main className="page error-state" role="alert">
      <h1>{chunk ? t.offlineTitle : t.errorTitle}</h1>
      <p>{chunk ? t.offlineText : t.errorText}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t.retry}
      </button>
    </main>
  );
}

/** Shows `RouteError` in place of its children when they fail to load or render. */
export class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
