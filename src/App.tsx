/** The app shell: the store and the data router. */
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '../store';
import { PageLoading } from './components/PageLoading';
import { routes } from './routes';

export function App({
  store,
  router = createBrowserRouter(routes),
}: {
  store: AppStore;
  router?: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

export { PageLoading };
