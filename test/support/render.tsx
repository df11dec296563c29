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
import { fakeEffects, type FakeEffects } from './effects';

/** `onRender`: a React Profiler around the whole page reports every commit (render-count tests). */
export function renderRoute(
  url: string,
  preloadedState?: Partial<RootState>,
  onRender?: ProfilerOnRenderCallback,
  effects: FakeEffects = fakeEffects(),
) {
  const store = makeStore({ effects, preloadedState });
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
  const router = createMemoryRouter(makeRoutes(store), { initialEntries: [u.pathname + u.search + u.hash] });
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
