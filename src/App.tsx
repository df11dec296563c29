/**
 * The app shell: the store, the data router, the live region that notices are read from, and the
 * window events that bring the order and repay screens up to date (src/app/freshness.ts).
 */
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from '../store';
import { listenForFreshness } from './app/freshness';
import { LiveRegion } from './ui/LiveRegion';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => listenForFreshness(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <LiveRegion />
    </Provider>
  );
}
