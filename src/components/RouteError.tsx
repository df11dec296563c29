/**
 * The error element of every route: a failed chunk load (network drop) offers a reload, any other
 * render error offers a retry; never a white screen.
 */
import { useEffect } from 'react';
import { useRouteError, isRouteErrorResponse } from 'react-router-dom';
import { reportEvent } from '../app/effects';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message));

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  useEffect(() => {
    const message =
      error instanceof Error ? `${error.name}: ${error.message}` : status ? `HTTP ${status}` : 'route error';
    reportEvent(status ? { type: 'routeError', message, status } : { type: 'routeError', message });
  }, [error, status]);
  return (
    <main className="page error-state" role="alert">
      <h1>{chunk ? 'Sin conexión' : 'Algo salió mal'}</h1>
      <p>
        {chunk
          ? 'No se pudo descargar esta página. Revise su conexión e inténtelo de nuevo.'
          : status
            ? `Error ${status}`
            : 'Ocurrió un error al mostrar esta página.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  );
}
