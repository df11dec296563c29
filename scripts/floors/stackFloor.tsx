/**
 * The stack floor: react, react-dom, react-redux, a one-endpoint RTK Query api and a react-router
 * data router rendering one query result — the least this product's stack can cost.
 *
 * It paints a placeholder, then the query's result in an element of its own, so the browser reports
 * both: its first paint (the placeholder) and its largest (the answer, as a borrower screen's largest
 * paint is its answer). The bench's budgets are against the first, as issue 18 measured the floor
 * (its result used to replace the placeholder's text in place, which is not a new paint), and it
 * prints the ratio to the second beside them.
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
  return data ? <h1>{data.code}</h1> : <p>Hola</p>;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
