/**
 * Loading / error / data for one RTK Query result: an error (server refusal, network failure,
 * malformed data) becomes a clear message with a retry button instead of a blank page.
 */
import type { ReactNode } from 'react';
import type { ApiError } from '../../store/api/request';
import { useCommon } from '../i18n/usePack';
import { PageLoading } from './PageLoading';

interface Props<T> {
  result: { data?: T; error?: unknown; isLoading: boolean; isFetching?: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

const errorMessage = (error: unknown, fallback: string) => {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind === 'failed' && e.message) return e.message;
  if (e?.kind === 'network' || e?.kind === 'timeout' || e?.kind === 'http') return 'error';
  return fallback;
};

export function QueryState<T>({ result, children }: Props<T>) {
  const t = useCommon();
  if (result.data !== undefined && !result.error) return <>{children(result.data)}</>;
  if (result.error) {
    return (
      <div className="error-state" role="alert">
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
