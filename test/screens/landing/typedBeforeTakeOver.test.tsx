/**
 * The prerendered landing form's phone field takes typing from the first paint, before the app has
 * arrived. When the app takes the page over, what was typed is the field's value in the store too
 * (its own rule: digits only, grouped 3-4-4 on screen), and the field is the prerendered one.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore } from '../../../store';
import { selectForm } from '../../../store/registration';
import { AfterHydration, PrerenderPhase } from '../../../src/app/prerendered';
import { es } from '../../../src/i18n/landing';
import { RegistrationForm } from '../../../src/screens/landing/RegistrationForm';
import { fakeEffects } from '../../support/effects';
import { handHydration } from '../../support/hydrate';

const hydrate = handHydration();

const form = (store: AppStore) => (
  <Provider store={store}>
    <MemoryRouter>
      <RegistrationForm t={es} applyLabel="Registrarse" agreementHref="/agreement" />
    </MemoryRouter>
  </Provider>
);

/** The form's HTML as the build prerenders it, from a store of its own. */
const prerendered = () =>
  renderToString(<PrerenderPhase>{form(makeStore({ effects: fakeEffects() }))}</PrerenderPhase>);

/** Prerenders the form, lets `typeBefore` type into the HTML, then hydrates it as the app does. */
function takeOver(typeBefore: (field: (name: string) => HTMLInputElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = prerendered();
  document.body.appendChild(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const prerenderedPhone = field('phone');
  typeBefore(field);
  const store = makeStore({ effects: fakeEffects() });
  const onRecoverableError = jest.fn();
  hydrate(container, <AfterHydration then={() => undefined}>{form(store)}</AfterHydration>, { onRecoverableError });
  return { store, field, prerenderedPhone, onRecoverableError };
}

test('the prerendered page: the phone field takes typing, the captcha and SMS fields do not', () => {
  const html = prerendered();
  const page = document.createElement('div');
  page.innerHTML = html;
  expect(page.querySelector('input[name="phone"]')).not.toHaveAttribute('readonly');
  expect(page.querySelector('input[name="captcha"]')).toHaveAttribute('readonly');
  expect(page.querySelector('input[name="smsCode"]')).toHaveAttribute('readonly');
  expect(page.querySelector('button[type="submit"]')).toBeDisabled();
});

test('a phone typed before the app took over is in the store and shown grouped, in the same field', () => {
  const { store, field, prerenderedPhone, onRecoverableError } = takeOver((f) => {
    f('phone').value = '13800138000';
  });
  expect(selectForm(store.getState()).phone).toBe('13800138000');
  expect(field('phone')).toBe(prerenderedPhone);
  expect(field('phone')).toHaveValue('138 0013 8000');
  expect(field('phone')).not.toHaveAttribute('readonly');
  expect(onRecoverableError).not.toHaveBeenCalled();
});

test('what was typed goes through the field rule: digits only, 11 at most', () => {
  const { store, field } = takeOver((f) => {
    f('phone').value = '+52 138-0013-80009';
  });
  expect(selectForm(store.getState()).phone).toBe('52138001380');
  expect(field('phone')).toHaveValue('521 3800 1380');
});

test('nothing typed: the store is not told anything and the field stays empty', () => {
  const { store, field } = takeOver(() => undefined);
  expect(selectForm(store.getState()).phone).toBe('');
  expect(field('phone')).toHaveValue('');
});
