/**
 * The error element of every route: a failed chunk load (network drop) offers a reload, any other
 * render error offers a retry; never a white screen.
 */
import { useRouteError, isRouteErrorResponse } from 'react-router-dom';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message));

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
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
