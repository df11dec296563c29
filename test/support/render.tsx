/**
 * Renders a screen the way the app does: a real store (session started from the given URL), the
 * real route table, in a memory router; API calls go to the contract server's msw handlers.
 */
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../../store';
import { readSessionStart, sessionStarted } from '../../store/session';
import { makeRoutes } from '../../src/routes';
import { firstVisitLoader } from '../../src/app/firstVisit';
import { fakeEffects, type FakeEffects } from './effects';

/**
 * `onRender`: a React Profiler around the whole page reports every commit (render-count tests).
 * `firstVisit`: as the app's page load, the first screen starts its visit from its route's loader
 * (src/app/firstVisit.ts); without it, every screen starts its visit on mount. `onAction` sees
 * every action the store is given.
 */
export function renderRoute(
  url: string,
  preloadedState?: Partial<RootState>,
  onRender?: ProfilerOnRenderCallback,
  effects: FakeEffects = fakeEffects(),
  { firstVisit = false, onAction }: { firstVisit?: boolean; onAction?: (action: unknown) => void } = {},
) {
  const store = makeStore({ effects, preloadedState, onAction });
  const u = new URL(url, 'http://localhost');
  store.dispatch(
    sessionStarted(
      readSessionStart(
        { search: u.search, hash: u.hash },
        'jest',
        () => null,
        () => 'android',
      ),
    ),
  );
  const loader = firstVisit ? firstVisitLoader(store, u.pathname + u.search) : undefined;
  const router = createMemoryRouter(makeRoutes(store, loader), { initialEntries: [u.pathname + u.search + u.hash] });
  const page = (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
  const utils = render(
    onRender ? (
      <Profiler id="page" onRender={onRender}>
        {page}
      </Profiler>
    ) : (
      page
    ),
  );
  return { ...utils, store, router, effects };
}
