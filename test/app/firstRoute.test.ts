/**
 * `firstRouteLoaded` (src/app/firstRoute.ts): the app's first render waits for the first route's chunk,
 * so that render is the screen and not the router's loading placeholder; a chunk that is late does not
 * keep the page blank beyond half a second.
 */
import { createMemoryRouter } from 'react-router-dom';
import { FIRST_ROUTE_PATIENCE_MS, firstRouteLoaded } from '../../src/app/firstRoute';

const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** A data router whose only route is lazy, with its chunk's arrival in the test's hands. */
function routerWithLazyRoute() {
  let arrive!: () => void;
  let fail!: () => void;
  const chunk = new Promise<{ Component: () => null }>((resolve, reject) => {
    arrive = () => resolve({ Component: () => null });
    fail = () => reject(new Error('chunk failed'));
  });
  const router = createMemoryRouter([{ path: '/', lazy: () => chunk, ErrorBoundary: () => null }]);
  return { router, arrive, fail };
}

afterEach(() => jest.useRealTimers());

test('waits for the lazy first route, and resolves once its chunk has arrived', async () => {
  jest.useFakeTimers();
  const { router, arrive } = routerWithLazyRoute();
  expect(router.state.initialized).toBe(false);
  let loaded = false;
  void firstRouteLoaded(router).then(() => (loaded = true));
  await microtasks();
  expect(loaded).toBe(false);
  arrive();
  await microtasks();
  expect(router.state.initialized).toBe(true);
  expect(loaded).toBe(true);
  router.dispose();
});

test('a chunk that fails to load ends the wait too (the route then shows its error)', async () => {
  const { router, fail } = routerWithLazyRoute();
  const loaded = firstRouteLoaded(router);
  fail();
  await loaded;
  expect(router.state.initialized).toBe(true);
  expect(router.state.errors).not.toBeNull();
  router.dispose();
});

test('a late chunk: resolves after half a second, so the page shows the placeholder, not a blank page', async () => {
  jest.useFakeTimers();
  const { router } = routerWithLazyRoute();
  let loaded = false;
  void firstRouteLoaded(router).then(() => (loaded = true));
  expect(FIRST_ROUTE_PATIENCE_MS).toBe(500);
  jest.advanceTimersByTime(FIRST_ROUTE_PATIENCE_MS - 1);
  await microtasks();
  expect(loaded).toBe(false);
  jest.advanceTimersByTime(1);
  await microtasks();
  expect(loaded).toBe(true);
  expect(router.state.initialized).toBe(false);
  router.dispose();
});

test('a router that already has its route resolves at once, and leaves no timer or listener behind', async () => {
  jest.useFakeTimers();
  const subscribe = jest.fn(() => () => undefined);
  await firstRouteLoaded({ state: { initialized: true }, subscribe });
  expect(subscribe).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

/** A stand-in router whose initialisation the test announces, to see what is left behind. */
function announcingRouter() {
  const unsubscribe = jest.fn();
  let listener: ((state: { initialized: boolean }) => void) | undefined;
  const router = {
    state: { initialized: false },
    subscribe: (l: (state: { initialized: boolean }) => void) => {
      listener = l;
      return unsubscribe;
    },
  };
  return { router, unsubscribe, announce: (initialized: boolean) => listener!({ initialized }) };
}

test('once loaded, it stops listening and clears its timer; a state still loading does not end it', async () => {
  jest.useFakeTimers();
  const { router, unsubscribe, announce } = announcingRouter();
  let loaded = false;
  const done = firstRouteLoaded(router).then(() => (loaded = true));
  announce(false);
  await microtasks();
  expect(loaded).toBe(false);
  expect(unsubscribe).not.toHaveBeenCalled();
  announce(true);
  await done;
  expect(unsubscribe).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('when its patience runs out, it stops listening too', async () => {
  jest.useFakeTimers();
  const { router, unsubscribe } = announcingRouter();
  const done = firstRouteLoaded(router);
  jest.advanceTimersByTime(FIRST_ROUTE_PATIENCE_MS);
  await done;
  expect(unsubscribe).toHaveBeenCalledTimes(1);
});
