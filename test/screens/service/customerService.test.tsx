/** Customer service: telephone from `va` calls the shell, e-mail and WhatsApp rows, from get-whatsapp overall=30. */
import { screen, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';

type ShellWindow = Window & { webkit?: unknown };
afterEach(() => {
  delete (window as ShellWindow).webkit;
});

test.each(['/actLegislation', '/Dag'])(
  '%s inside the iOS shell: the rows, and tapping the telephone calls callPhone',
  async (path) => {
    (window as ShellWindow).webkit = { messageHandlers: { callPhone: { postMessage: () => undefined } } };
    let overall: string | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('get-whatsapp'))
        overall = new URLSearchParams(await request.clone().text()).get('overall');
    });
    const { effects } = renderRoute(`${path}?sessionId=s1`);
    const call = await screen.findByRole('button', { name: /Llamar/ });
    expect(screen.getByText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
    expect(overall).toBe('30');
    fireEvent.click(call);
    expect(effects.nativeCalls).toEqual([{ name: 'callPhone', payload: { phone: call.textContent } }]);
    server.events.removeAllListeners();
  },
);

test('outside the shell the telephone is a tel: link and WhatsApp a wa.me link, from the digits only', async () => {
  server.use(
    http.post('*/coalition/get-whatsapp', () =>
      HttpResponse.json({
        code: 0,
        message: '',
        data: { phone: '+52 55 1234-5678', va: '800 123 4567', email: 'a@b.c' },
      }),
    ),
  );
  const { effects } = renderRoute('/Dag?need-pop=1');
  const call = await screen.findByRole('link', { name: 'Call 800 123 4567' });
  expect(call).toHaveAttribute('href', 'tel:8001234567');
  expect(screen.queryByRole('button', { name: /Call/ })).toBeNull();
  const chat = screen.getByRole('link', { name: 'Chat on WhatsApp with +52 55 1234-5678' });
  expect(chat).toHaveAttribute('href', 'https://wa.me/525512345678');
  expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  fireEvent.click(call);
  expect(effects.nativeCalls).toEqual([]);
});

test('a WhatsApp number without digits stays plain text', async () => {
  server.use(
    http.post('*/coalition/get-whatsapp', () =>
      HttpResponse.json({ code: 0, message: '', data: { phone: 'n/a', va: '', email: 'a@b.c' } }),
    ),
  );
  renderRoute('/Dag');
  expect(await screen.findByText('n/a')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  // No telephone: the disabled button, never an empty tel: link.
  expect(screen.getByRole('button', { name: /Llamar/ })).toBeDisabled();
});

test('a failure shows a message and a retry that loads again', async () => {
  let calls = 0;
  server.use(
    http.post('*/coalition/get-whatsapp', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.error()
        : HttpResponse.json({ code: 0, message: '', data: { phone: '1', va: '2', email: 'a@b.c' } });
    }),
  );
  renderRoute('/Dag');
  const retry = await screen.findByRole('button', { name: 'Reintentar' });
  // No answer: what to do about it, not the bare word 'error'.
  expect(
    screen.getByText('No se pudo descargar esta página. Revise su conexión e inténtelo de nuevo.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('error')).toBeNull();
  fireEvent.click(retry);
  expect(await screen.findByText('a@b.c')).toBeInTheDocument();
});
