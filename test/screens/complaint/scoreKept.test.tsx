/**
 * The complaint score is kept by the server: scored once, the detail opened again (a fresh page, a
 * fresh store) asks no more; a score that does not reach the server leaves the dialog open and says so.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { noticeText } from '../../../src/i18n/notices';
import { SESSION_QUERY } from './support';

// The route's chunk and the dialogs it loads lazily (the score modal) load once up front,
// so the timed checks time the screen's rules, not module loading.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/complaint/ComplaintDetailScreen'),
      import('../../../src/screens/complaint/ScoreModal'),
    ]),
  20_000,
);

const TITLE = 'Califique nuestra respuesta';
const detail = (problemId: string) => renderRoute(`/complainDetails?${SESSION_QUERY}&problemId=${problemId}`);
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function scoreFour() {
  await waitFor(() => expect(screen.getByText(TITLE)).toBeVisible(), { timeout: 4500 });
  fireEvent.click(screen.getByRole('radio', { name: '4 / 5' }));
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

test('scored once, the dialog closes; opened again, the detail asks no more', async () => {
  const first = detail('1');
  await screen.findByText('Cobranza');
  await scoreFour();
  await waitFor(() => expect(first.effects.said()).toEqual(['scoreThanks']));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  cleanup();

  // A reload: a new store and page; only the server remembers the score.
  const again = detail('1');
  await screen.findByText('Cobranza');
  await wait(3300);
  expect(screen.queryByText(TITLE)).toBeNull();
  expect(again.effects.notices).toEqual([]);
}, 20_000);

test('a score that does not arrive: a clear notice, the dialog stays with its star, Send again works', async () => {
  server.use(http.post('*/coalition/problem-score', () => HttpResponse.error(), { once: true }));
  const { effects } = detail('1');
  await screen.findByText('Cobranza');
  await scoreFour();
  await waitFor(() => expect(effects.said()).toEqual(['scoreNotSent']));
  expect(screen.getByText(TITLE)).toBeVisible();
  expect(screen.getByRole('radio', { name: '4 / 5' })).toBeChecked();
  expect(noticeText('scoreNotSent', 'es')).toMatch(/No se pudo enviar su calificación/);
  expect(noticeText('scoreNotSent', 'en')).toMatch(/Your rating was not sent/);

  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(effects.said()).toEqual(['scoreNotSent', 'scoreThanks']));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
}, 20_000);
