/** Every reducer of the store in one tree; imported alone by the replay CLI (no effects, no DOM). */
import { combineReducers } from '@reduxjs/toolkit';
import { coalitionApi } from './api/coalition';
import { legacyApi } from './api/legacy';
import { loanApi } from './api/loan';
import { promotionApi } from './api/promotion';
import complaint from './complaint/slice';
import confirmReload from './confirmReload/slice';
import legacyRepay from './legacyRepay/slice';
import rating from './rating/slice';
import { sessionSlice } from './session/slice';
import sms from './sms/slice';
import registration from './registration/slice';
import officialForm from './officialForm/slice';

export const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  complaint,
  sms,
  rating,
  confirmReload,
  legacyRepay,
  registration,
  officialForm,
  [coalitionApi.reducerPath]: coalitionApi.reducer,
  [loanApi.reducerPath]: loanApi.reducer,
  [legacyApi.reducerPath]: legacyApi.reducer,
  [promotionApi.reducerPath]: promotionApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
