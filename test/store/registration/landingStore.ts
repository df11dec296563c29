/**
 * A real store opened on the landing page with the registration feature started and fake effects,
 * the template and sid loaded the way the screen loads them, plus helpers to wait for the
 * listener's requests against the contract server.
 */
import { makeStore } from '../../../store';
import { promotionApi } from '../../../store/api/promotion';
import { registrationFeature } from '../../../store/registration';
import { readSessionStart } from '../../../store/session/readQuery';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects, type FakeEffects } from '../../support/effects';

const LANDING_QUERY = '?id=1&user_from=ads&utm_tag=spring&app_from=web&invite_code=INV9&links_id=7';

export function landingStore({
  query = LANDING_QUERY,
  clientType = 'ios',
  effects = fakeEffects(),
}: { query?: string; clientType?: 'ios' | 'android'; effects?: FakeEffects } = {}) {
  const store = makeStore({ effects, features: [registrationFeature] });
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
  return { store, effects };
}

export type LandingStore = ReturnType<typeof landingStore>['store'];

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

/**
 * The pages the navigator opened, as kind, path and hash: the hash route is the spec's URL; the
 * navigator may carry the page's session onto the path's own query, which these tests leave aside.
 */
export const pagesOpened = (effects: FakeEffects) =>
  effects.navigations.map((n) => {
    const url = new URL(n.kind === 'route' ? n.path : n.href, 'http://localhost');
    return { kind: n.kind, pathname: url.pathname, hash: url.hash, replace: n.replace };
  });

/** The navigation to the download page with this hash query. */
export const toDownload = (hashQuery: string) => ({
  kind: 'route',
  pathname: '/',
  hash: `#/downloadTemplate?${hashQuery}`,
  replace: false,
});
