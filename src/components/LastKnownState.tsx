/**
 * QueryState with a memory: when the call failed for want of a connection and the phone kept this
 * order's last-known data (store/offline), the screen shows that data with the time it was loaded
 * ("as of 10:42") instead of an error. Any other failure is QueryState's clear error and retry.
 */
import type { ReactNode } from 'react';
import { isOffline } from '../../store/offline';
import { dayOf, timeOf } from '../format/date';
import * as lastKnownPacks from '../i18n/lastKnown';
import { usePack } from '../i18n/usePack';
import { QueryState } from './QueryState';
import './lastKnown.css';

interface Props<T> {
  result: { data?: T; error?: unknown; isLoading: boolean; isFetching?: boolean; refetch: () => unknown };
  lastKnown?: { savedAt: number; data: T };
  /** `stale`: the data is last-known, so actions that need the network must say so. */
  children: (data: T, stale: boolean) => ReactNode;
}

/** `10:42` today, `2026-11-24 10:42` on another day: the borrower must not mistake yesterday's figures. */
function asOfTime(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt);
  return dayOf(at) === dayOf(new Date(now)) ? timeOf(at) : `${dayOf(at)} ${timeOf(at)}`;
}

export function LastKnownState<T>({ result, lastKnown, children }: Props<T>) {
  const t = usePack(lastKnownPacks);
  if (result.error && isOffline(result.error) && lastKnown) {
    return (
      <>
        <div className="last-known" role="status" data-testid="last-known">
          <p>{t.offlineNote}</p>
          <p className="as-of">{t.asOf(asOfTime(lastKnown.savedAt))}</p>
        </div>
        {children(lastKnown.data, true)}
      </>
    );
  }
  return <QueryState result={result}>{(data) => children(data, false)}</QueryState>;
}
