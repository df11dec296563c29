/**
 * The route table's screens (src/routes.tsx) under whichever router renders them: the browser's, the
 * prerender's static one, a test's memory one. `onNavigate` receives the router's navigate once it has
 * rendered: the store's effects navigate through it (src/app/effects.ts).
 */
import { useLayoutEffect } from 'react';
import { useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';

export function AppRoutes({
  routes,
  onNavigate,
}: {
  routes: RouteObject[];
  onNavigate?: (navigate: NavigateFunction) => void;
}) {
  const navigate = useNavigate();
  useLayoutEffect(() => onNavigate?.(navigate), [onNavigate, navigate]);
  return useRoutes(routes);
}
