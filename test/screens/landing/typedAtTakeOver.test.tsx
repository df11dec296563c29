/**
 * Keys pressed in the instant after React has taken the prerendered landing form over: its commit is
 * done, but the store subscriptions of that first render are connected only with its passive effects,
 * a task later. A change the field reported then reached the store, yet React put the field back to the
 * prerender's value (empty) since no re-render was on its way: each key wiped the ones before it, and
 * the field kept only the last digit (seen in CI under load, a fast typist on a slow phone).
 *
 * React's scheduler is the mock one here, so the test stops exactly after the hydration commit.
 */
import type { ReactNode } from 'react';

jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));

/**
 * React and the app from a registry of their own: the shared one already holds react-dom with the
 * real scheduler (Testing Library's setup loaded it before this file's mock).
 */
function loadApp() {
  let app!: {
    Scheduler: {
      unstable_flushUntilNextPaint(): void;
      unstable_flushAll(): void;
    };
    React: typeof import('react');
    server: typeof import('react-dom/server');
    client: typeof import('react-dom/client');
    Provider: typeof import('react-redux').Provider;
    MemoryRouter: typeof import('react-router-dom').MemoryRouter;
    store: typeof import('../../../store');
    registration: typeof import('../../../store/registration');
    prerendered: typeof import('../../../src/app/prerendered');
    es: typeof import('../../../src/i18n/landing').es;
    RegistrationForm: typeof import('../../../src/screens/landing/RegistrationForm').RegistrationForm;
    fakeEffects: typeof import('../../support/effects').fakeEffects;
  };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded in this registry */
    app = {
      Scheduler: require('scheduler'),
      React: require('react'),
      server: require('react-dom/server'),
      client: require('react-dom/client'),
      Provider: require('react-redux').Provider,
      MemoryRouter: require('react-router-dom').MemoryRouter,
      store: require('../../../store'),
      registration: require('../../../store/registration'),
      prerendered: require('../../../src/app/prerendered'),
      es: require('../../../src/i18n/landing').es,
      RegistrationForm: require('../../../src/screens/landing/RegistrationForm').RegistrationForm,
      fakeEffects: require('../../support/effects').fakeEffects,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return app;
}

/**
 * Types `digits` at the end, one key at a time, as a browser reports each key to the field (not
 * through Testing Library, whose events run in the other registry's act()).
 */
function typeInto(field: HTMLInputElement, digits: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const digit of digits) {
    setValue.call(field, field.value + digit);
    field.setSelectionRange(field.value.length, field.value.length);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

test('keys pressed right after the take-over are all kept, in the store and on screen', async () => {
  const {
    Scheduler,
    React,
    server,
    client,
    Provider,
    MemoryRouter,
    store,
    registration,
    prerendered,
    es,
    RegistrationForm,
    fakeEffects,
  } = loadApp();
  // The test runs React's tasks itself, as a browser would, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const page = (appStore: ReturnType<typeof store.makeStore>): ReactNode => (
    <Provider store={appStore}>
      <MemoryRouter>
        <RegistrationForm t={es} applyLabel="Registrarse" agreementHref="/agreement" />
      </MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = server.renderToString(
    <prerendered.PrerenderPhase>{page(store.makeStore({ effects: fakeEffects() }))}</prerendered.PrerenderPhase>,
  );
  document.body.appendChild(container);
  const phone = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
  phone.value = '138';
  const appStore = store.makeStore({ effects: fakeEffects() });

  let root: import('react-dom/client').Root | null = null;
  React.startTransition(() => {
    root = client.hydrateRoot(
      container,
      <prerendered.AfterHydration then={() => undefined}>{page(appStore)}</prerendered.AfterHydration>,
    );
  });
  // React schedules the root in a microtask; then its work runs up to the hydration's commit (where
  // React asks for a paint), not the tasks queued after it.
  await Promise.resolve();
  Scheduler.unstable_flushUntilNextPaint();
  expect(registration.selectForm(appStore.getState()).phone).toBe('138');
  typeInto(phone, '12345678');

  expect(registration.selectForm(appStore.getState()).phone).toBe('13812345678');
  expect(phone).toHaveValue('138 1234 5678');
  Scheduler.unstable_flushAll();
  expect(registration.selectForm(appStore.getState()).phone).toBe('13812345678');
  expect(phone).toHaveValue('138 1234 5678');
  root!.unmount();
  Scheduler.unstable_flushAll();
});
