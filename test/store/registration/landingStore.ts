/**
 * A real store opened on the landing page, with the template and sid loaded the way the screen
 * loads them, plus helpers to wait for the listener's requests against the contract server.
 */
import { promotionApi } from '../../../store/api/promotion';
import { makeStore } from '../../../store';
import { readSessionStart } from '../../../store/session/readQuery';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects } from '../../support/effects';

export const LANDING_QUERY = '?id=1&user_from=ads&utm_tag=spring&app_from=web&invite_code=INV9&links_id=7';

export function landingStore(query = LANDING_QUERY, clientType: 'ios' | 'android' = 'ios') {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(
    sessionStarted(
      readSessionStart(
        { search: query, hash: '' },
        'jest',
        () => null,
        () => clientType,
      ),
    ),
  );
  return store;
}

export type LandingStore = ReturnType<typeof landingStore>;

/** Loads the template and the sid (what LandingScreen's hooks do). */
export async function loadLanding(store: LandingStore) {
  const id = store.getState().session.query.id ?? '';
  await store.dispatch(promotionApi.endpoints.channelTemplate.initiate({ templateId: id }));
  await store.dispatch(promotionApi.endpoints.getSid.initiate());
}

/** Resolves once the predicate holds (polls on real timers; requests go through msw). */
export async function until(check: () => boolean, what = 'condition', timeoutMs = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Lets pending listener effects and fetches settle (real timers). */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
