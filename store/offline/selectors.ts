/** What a screen shows when its call failed offline: the restored entry of its order, if any. */
import type { RootState } from '../reducer';
import type { LastKnown, LastKnownKind } from './rules';
import { entryKey, offline } from './slice';

export const selectLastKnown = <K extends LastKnownKind>(
  state: RootState,
  kind: K,
  orderId: string,
): LastKnown<K> | undefined => offline.selectSlice(state).restored[entryKey(kind, orderId)] as LastKnown<K> | undefined;
