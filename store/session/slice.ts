/**
 * The page query, read once at start-up and entered as an action (`session/started`) so that a
 * replayed log rebuilds the same session. Everything that depends on the URL (session params for
 * every /coalition call, client headers, language pack, in-app browser) is derived from here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialSessionState, sessionStateOf, type SessionStartedPayload } from './state';

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    started(_state, action: PayloadAction<SessionStartedPayload>) {
      return sessionStateOf(action.payload);
    },
  },
});

export const sessionStarted = sessionSlice.actions.started;
