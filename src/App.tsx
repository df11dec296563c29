/**
 * The app shell: the store, the router and its screens, the live region that notices are read from,
 * and the window events that bring the order and repay screens up to date (src/app/freshness.ts).
 */
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type NavigateFunction, type RouteObject } from 'react-router-dom';
import type { AppStore } from '../store';
import { AppRoutes } from './app/AppRoutes';
import { listenForFreshness } from './app/freshness';
import { LiveRegion } from './ui/LiveRegion';

export function App({
  store,
  routes,
  onNavigate,
}: {
  store: AppStore;
  routes: RouteObject[];
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  useEffect(() => listenForFreshness(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes routes={routes} onNavigate={onNavigate} />
      </BrowserRouter>
      <LiveRegion />
    </Provider>
  );
}
