/**
 * The stack floor: react, react-dom, react-redux, a one-endpoint RTK Query api and a react-router
 * data router rendering one query result — the least this product's stack can cost.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    sid: build.query<{ code: string }, void>({ query: () => 'api/v2/demo/promotion/get-sid' }),
  }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (gDM) => gDM().concat(api.middleware),
});

function Page() {
  const { data } = api.useSidQuery();
  return <h1>{data ? data.code : 'Hola'}</h1>;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
