/**
 * The landing screen in the real route table against the contract server: the template, the
 * grouped phone input, the captcha image and its refresh, the countdown label, and a registration
 * that ends on the download page (the fake navigate effect drives the memory router, as the app's does).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../support/msw';
import { armFault } from '../../../server/faults';
import { getRegistrations } from '../../../server/handlers';
import { MSG } from '../../../src/i18n/messages';
import { registration } from '../../../store/registration/registrationSlice';
import { fakeEffects } from '../../support/effects';
import { renderRoute } from '../../support/render';

const URL_1 = '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=3';
const URL_EN = '/landing?id=2&need-pop=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=3';
const HEADING: Record<string, string> = {
  [URL_1]: 'Préstamos de hasta $30,000 en minutos',
  [URL_EN]: 'Instant loans up to ₹50,000',
};

/** Fake effects whose navigate also moves the memory router, so the next page renders. */
function routedEffects() {
  const effects = fakeEffects();
  let router: ReturnType<typeof renderRoute>['router'] | null = null;
  effects.navigate = (target) => {
    effects.navigations.push(target);
    if (target.kind === 'route') void router?.navigate(target.path, { replace: target.replace });
  };
  return { effects, attach: (r: typeof router) => void (router = r) };
}

async function openLanding(url = URL_1) {
  const routed = routedEffects();
  const utils = renderRoute(url, undefined, undefined, routed.effects);
  routed.attach(utils.router);
  await screen.findByRole('heading', { name: HEADING[url] ?? HEADING[URL_1] });
  return utils;
}

test('shows the template, its button text and the form fields with accessible names', async () => {
  await openLanding();
  expect(screen.getByText('Sin aval, 100% en línea. Regístrese con su número de celular.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Oferta de préstamo' })).toHaveAttribute('src', '/img/landing-banner.svg');
  expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeInTheDocument();
  expect(screen.getByLabelText('Número de celular')).toBeInTheDocument();
  expect(screen.getByLabelText('Código de la imagen')).toHaveAttribute('maxLength', '4');
  expect(screen.getByLabelText('Código SMS')).toHaveAttribute('maxLength', '6');
  expect(screen.getByRole('button', { name: MSG.getCode })).toBeEnabled();
  const agreement = new URL(
    screen.getByRole('link', { name: 'acuerdo de registro' }).getAttribute('href')!,
    'http://localhost',
  );
  expect(agreement.pathname).toBe('/');
  expect(agreement.hash).toBe('#/agreementTemplate?app_from=web&user_from=ads&utm_tag=demo&id=1&links_id=3');
});

test('the phone input keeps digits only, 11 at most, grouped 3-4-4', async () => {
  await openLanding();
  const phone = screen.getByLabelText('Número de celular');
  await userEvent.type(phone, '138a12-3456789');
  expect(phone).toHaveValue('138 1234 5678');
});

test('the captcha image carries the sid and a timestamp; tapping it with no phone shows the phone message', async () => {
  const { effects } = await openLanding();
  const img = await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  expect(img.getAttribute('src')).toMatch(/^\/api\/v2\/demo\/promotion\/get-captcha\?sid=[0-9a-f]{32}&a=\d+$/);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar el código de la imagen' }));
  expect(effects.said()).toEqual(['badPhone']);
});

test('tapping the captcha with a phone loads a new image', async () => {
  const { effects } = await openLanding();
  const img = await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  const before = img.getAttribute('src');
  await userEvent.type(screen.getByLabelText('Número de celular'), '138');
  effects.clock += 10_000;
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar el código de la imagen' }));
  expect(screen.getByRole('img', { name: 'Código de verificación en imagen' }).getAttribute('src')).not.toBe(before);
});

test('get code shows the countdown label after a send', async () => {
  const { effects } = await openLanding();
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await userEvent.type(screen.getByLabelText('Número de celular'), '13612345678');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  await userEvent.click(screen.getByRole('button', { name: MSG.getCode }));
  expect(await screen.findByRole('button', { name: '60s' })).toBeInTheDocument();
  expect(effects.said()).toEqual(['smsSent']);
});

test('a complete registration toasts 注册成功 and opens the download page', async () => {
  const { router, effects } = await openLanding();
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await userEvent.type(screen.getByLabelText('Número de celular'), '13512345678');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  await userEvent.type(screen.getByLabelText('Código SMS'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
  expect(await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeInTheDocument();
  expect(effects.said()).toEqual(['registered']);
  expect(effects.navigations).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.location.hash).toBe('#/downloadTemplate?app_from=web&user_from=ads&utm_tag=demo&id=1&links_id=3');
  expect(getRegistrations()).toHaveLength(1);
});

test('apply with an empty form shows the phone message and sends nothing', async () => {
  const { effects } = await openLanding();
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
  expect(effects.said()).toEqual(['badPhone']);
  await waitFor(() => expect(getRegistrations()).toHaveLength(0));
  expect(effects.navigations).toEqual([]);
});

test('while register is in flight apply is busy, keeps the focus, and a second press sends nothing', async () => {
  const { store } = await openLanding();
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await userEvent.type(screen.getByLabelText('Número de celular'), '13412345678');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  await userEvent.type(screen.getByLabelText('Código SMS'), '123456');
  armFault('/promotion/register', 'delay:400');
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
  expect(registration.selectSlice(store.getState()).submit.status).toBe('submitting');
  const busy = screen.getByRole('button', { name: 'Registrando…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' });
  expect(getRegistrations()).toHaveLength(1);
});

test('while get-sms is out the get-code button says so, is busy and keeps the focus', async () => {
  await openLanding();
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await userEvent.type(screen.getByLabelText('Número de celular'), '13612345670');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  armFault('/promotion/get-sms', 'delay:400');
  await userEvent.click(screen.getByRole('button', { name: MSG.getCode }));
  const busy = screen.getByRole('button', { name: 'Enviando…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveFocus();
  expect(await screen.findByRole('button', { name: '60s' })).toHaveFocus();
});

test.each([
  [URL_1, 'Reintentar', 'Código de verificación en imagen'],
  [URL_EN, 'Retry', 'Image verification code'],
])(
  'get-sid failing (%s): the captcha box offers %s, which needs no phone and brings the image',
  async (url, retry, alt) => {
    armFault('/promotion/get-sid', '500');
    const { effects } = await openLanding(url);
    const button = await screen.findByRole('button', { name: retry });
    effects.notices.length = 0;
    await userEvent.click(button);
    const img = await screen.findByRole('img', { name: alt });
    expect(img.getAttribute('src')).toMatch(/get-captcha\?sid=[0-9a-f]{32}&a=\d+$/);
    // The same button, now holding the image: the focus stayed on it.
    expect(img.closest('button')).toHaveFocus();
    expect(effects.said()).toEqual([]);
  },
);

test.each([
  [URL_1, 'La imagen no cargó. Toque para otra', 'Código de verificación en imagen'],
  [URL_EN, 'Image did not load. Tap for a new one', 'Image verification code'],
])('a captcha image that does not load (%s) says so; a tap brings a new one', async (url, words, alt) => {
  const { effects } = await openLanding(url);
  const img = await screen.findByRole('img', { name: alt });
  const first = img.getAttribute('src');
  fireEvent.error(img);
  expect(screen.queryByRole('img', { name: alt })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: words }));
  const next = await screen.findByRole('img', { name: alt });
  expect(next.getAttribute('src')).not.toBe(first);
  expect(effects.said()).toEqual([]);
});

test('back on the form after registering, a new phone registers again', async () => {
  const { router } = await openLanding();
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await userEvent.type(screen.getByLabelText('Número de celular'), '13512345670');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  await userEvent.type(screen.getByLabelText('Código SMS'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
  await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' });
  await act(() => router.navigate(-1));
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  expect(screen.getByLabelText('Número de celular')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('Número de celular'), '13512345671');
  await userEvent.type(screen.getByLabelText('Código de la imagen'), '1234');
  await userEvent.type(screen.getByLabelText('Código SMS'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
  await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' });
  expect(getRegistrations().map((r) => r.phone)).toEqual(['13512345670', '13512345671']);
});

test('the agreement link keeps need-pop=1, so the agreement page stays English', async () => {
  await openLanding(URL_EN);
  const href = screen.getByRole('link', { name: 'registration agreement' }).getAttribute('href')!;
  expect(new URL(href, 'http://localhost').searchParams.get('need-pop')).toBe('1');
});

test('an English template and need-pop=1 give English labels', async () => {
  renderRoute('/landing?id=2&need-pop=1&user_from=a&utm_tag=b&app_from=c&invite_code=');
  expect(await screen.findByRole('heading', { name: 'Instant loans up to ₹50,000' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
});

test('the visit (device id, captcha, tracking call) starts once', async () => {
  const actions: string[] = [];
  const { store } = renderRoute(URL_1, undefined, undefined, fakeEffects(), {
    onAction: (action) => actions.push((action as { type: string }).type),
  });
  await screen.findByRole('heading', { name: HEADING[URL_1] });
  await waitFor(() => expect(registration.selectors.selectDeviceId(store.getState())).not.toBe(''));
  expect(actions.filter((type) => type === 'registration/opened')).toHaveLength(1);
});
