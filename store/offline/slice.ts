/**
 * Last-known data restored for the screen when its call failed for want of a connection, and the
 * borrower's tap on a payment action while offline. Time and storage enter only through the listener
 * (`lastKnownRestored` carries the entry with its `savedAt`), so a recording replays the same screens.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../reducer';
import type { LastKnown, LastKnownKind } from './rules';

interface OfflineState {
  /** `kind:orderId` → the entry shown in place of the failed call. */
  restored: Record<string, LastKnown>;
}

const initialState: OfflineState = { restored: {} };

export const entryKey = (kind: LastKnownKind, orderId: string) => `${kind}:${orderId}`;

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    lastKnownRestored(state, { payload }: PayloadAction<LastKnown>) {
      state.restored[entryKey(payload.kind, payload.orderId)] = payload;
    },
    /** A payment action tapped on last-known data: the listener says it needs the network. */
    offlinePaymentTapped(_state, _action: PayloadAction<{ orderId: string }>) {},
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof offlineSlice> {}
}

export const offline = offlineSlice.injectInto(rootReducer);
export const { lastKnownRestored, offlinePaymentTapped } = offline.actions;
