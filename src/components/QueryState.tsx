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

/** The server's refusal in its own words; nothing for an error with no words worth reading. */
const serverMessage = (error: unknown) => {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'failed' && e.message ? e.message : '';
};

/** No answer came, or none in time: the borrower's network is the likely cause, and what to do about it. */
const unanswered = (error: unknown) => {
  const kind = (error as Partial<ApiError> | undefined)?.kind;
  return kind === 'network' || kind === 'timeout';
};

export function QueryState<T>({ result, children, title }: Props<T>) {
  const t = common[usePageLanguage()];
  if (result.data !== undefined && !result.error) return <>{children(result.data)}</>;
  if (result.error) {
    return (
      <div className="error-state" role="alert">
        {title && <h1>{title}</h1>}
        {unanswered(result.error) ? (
          <p>{t.offlineText}</p>
        ) : (
          <>
            <p>{t.loadFailed}</p>
            <p className="error-detail">{serverMessage(result.error)}</p>
          </>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void result.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  return <PageLoading label={t.loading} />;
}
