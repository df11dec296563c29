/**
 * The route error page and the loading page in the market's language: a chunk that cannot be
 * downloaded (offline) and any other failure, in English for need-pop=1 and Spanish otherwise.
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { lazy } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { RootLayout } from '../../src/app/RootLayout';
import { PageLoading } from '../../src/components/PageLoading';
import { RouteBoundary } from '../../src/components/RouteError';
import { makeStore } from '../../store';
import { sessionStarted } from '../../store/session';
import { fakeEffects } from '../support/effects';

function storeFor(query: Record<string, string>) {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(sessionStarted({ query, inAppBrowser: null, clientType: 'android' }));
  return store;
}

afterEach(() => jest.restoreAllMocks());

function renderFailing(query: Record<string, string>, failure: Error) {
  // React reports every error a boundary catches on the console; expected here, so kept out of the output.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A screen whose chunk fails to load, in the app's own layout and boundaries.
  const Failing = lazy(() => Promise.reject(failure));
  const table: RouteObject[] = [
    {
      path: '/x',
      element: (
        <RouteBoundary>
          <Failing />
        </RouteBoundary>
      ),
    },
  ];
  const routes: RouteObject[] = [
    {
      element: (
        <RouteBoundary>
          <RootLayout handleAt={(pathname) => (pathname === '/x' ? { title: 'repay' } : undefined)} />
        </RouteBoundary>
      ),
      children: table,
    },
  ];
  return render(
    <Provider store={storeFor(query)}>
      <MemoryRouter initialEntries={['/x']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
}

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

test.each([
  [{ 'need-pop': '1' }, 'No connection', 'Retry'],
  [{ 'need-pop': '2' }, 'Sin conexión', 'Reintentar'],
  [{}, 'Sin conexión', 'Reintentar'],
])('a chunk that cannot download (%p) says so in the market language', async (query, heading, retry) => {
  renderFailing(query, chunkError());
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
});

test.each([
  [{ 'need-pop': '1' }, 'Something went wrong'],
  [{}, 'Algo salió mal'],
])('any other failure (%p) in the market language', async (query, heading) => {
  renderFailing(query, new Error('boom'));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

test('the loading page outside any route reads the market of the session', () => {
  render(
    <Provider store={storeFor({ 'need-pop': '1' })}>
      <PageLoading />
    </Provider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});
