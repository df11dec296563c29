/** Customer service: telephone from `va` calls the shell, e-mail and WhatsApp rows, from get-whatsapp overall=30. */
import { screen, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';

test.each(['/actLegislation', '/Dag'])('%s shows the rows and tapping the telephone calls callPhone', async (path) => {
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
  expect(screen.getByText('error')).toBeInTheDocument();
  fireEvent.click(retry);
  expect(await screen.findByText('a@b.c')).toBeInTheDocument();
});
