/**
 * Renders a screen the way the app does: a real store (session started from the given URL), the
 * real route table, in a memory router; API calls go to the contract server's msw handlers.
 */
import { render } from '@testing-library/react';
import { Profiler, useLayoutEffect, type ProfilerOnRenderCallback } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../../store';
import { readSessionStart, sessionStarted } from '../../store/session';
import { makeRoutes } from '../../src/routes';
import { AppRoutes } from '../../src/app/AppRoutes';
import { firstVisits } from '../../src/app/firstVisit';
import { fakeEffects, type FakeEffects } from './effects';

/**
 * `onRender`: a React Profiler around the whole page reports every commit (render-count tests).
 * `firstVisit`: as the app's page load, the first screen starts its visit before its first render
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
  const visits = firstVisit ? firstVisits(store, u.pathname + u.search) : undefined;
  let navigate: NavigateFunction | null = null;
  let where: Where | null = null;
  // The test's handle on the router: where the page is, and a navigation as a link or the app makes.
  const router = {
    navigate: async (to: string | number, options?: { replace?: boolean }) => {
      if (typeof to === 'number') await navigate!(to);
      else await navigate!(to, options);
    },
    state: {
      get location(): Location {
        return where!.location;
      },
      get historyAction(): NavigationType {
        return where!.action;
      },
    },
  };
  const page = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[u.pathname + u.search + u.hash]}>
        <AppRoutes
          routes={makeRoutes(store, visits).routes}
          onNavigate={(n) => {
            navigate = n;
          }}
        />
        <LocationProbe
          onChange={(w) => {
            where = w;
          }}
        />
      </MemoryRouter>
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

interface Where {
  location: Location;
  action: NavigationType;
}

function LocationProbe({ onChange }: { onChange: (where: Where) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => onChange({ location, action }), [onChange, location, action]);
  return null;
}
