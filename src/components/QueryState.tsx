/**
 * Loading / error / data for one RTK Query result: an error (server refusal, network failure,
 * malformed data) becomes a clear message with a retry button instead of a blank page. Data once
 * shown stays on screen while it refetches (a page shown again, the network back): no loading flash.
 */
import type { ReactNode } from 'react';
import type { ApiError } from '../../store/api/request';
import { usePageLanguage } from '../app/pageLanguage';
import * as common from '../i18n/common';
import { PageLoading } from './PageLoading';

interface Props<T> {
  result: { data?: T; error?: unknown; isLoading: boolean; isFetching?: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  /**
   * The page's heading when its own comes with the data: an error then still says which page this is
   * (a screen reader's first stop, the one `h1` of the page).
   */
  title?: string;
}

const errorMessage = (error: unknown, fallback: string) => {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind === 'failed' && e.message) return e.message;
  if (e?.kind === 'network' || e?.kind === 'timeout' || e?.kind === 'http') return 'error';
  return fallback;
};

export function QueryState<T>({ result, children, title }: Props<T>) {
  const t = common[usePageLanguage()];
  if (result.data !== undefined && !result.error) return <>{children(result.data)}</>;
  if (result.error) {
    return (
      <div className="error-state" role="alert">
        {title && <h1>{title}</h1>}
        <p>{t.loadFailed}</p>
        <p className="error-detail">{errorMessage(result.error, '')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void result.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  return <PageLoading label={t.loading} />;
}
