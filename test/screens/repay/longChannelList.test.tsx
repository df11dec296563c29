/**
 * 200 payment channels (`channels=200`): the first channel comes with the amount, the rest follow
 * in small steps (never all in one commit, so no single long task) until every channel is there,
 * in the server's order, each still leading to its instruction page.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { ORDER } from './support';

beforeAll(() => import('../../../src/screens/repay/RepayScreen'), 30_000);

const URL = `/dibbleNight?${ORDER}&channels=200`;
const channelTexts = () => Array.from(document.querySelectorAll('.channel-desc'), (el) => el.textContent);
const branch = (text: string | null) => Number(/sucursal (\d+)$/.exec(text ?? '')?.[1]);

test('the first channel comes with the amount; all 200 follow, in order, a step at a time', async () => {
  // Channels in the page at each commit, read after React has written the DOM.
  const commits: { channels: number; amount: boolean }[] = [];
  const onRender = () =>
    void commits.push({
      channels: channelTexts().length,
      amount: !!document.querySelector('[data-testid="repay-amount"]'),
    });
  renderRoute(URL, undefined, onRender);

  await screen.findByTestId('repay-amount');
  const withAmount = commits.find((c) => c.amount)!;
  // Only the channel a 390x844 screen shows is part of the answer's render (src/components/ChannelGroup.tsx).
  expect(withAmount.channels).toBe(1);
  expect(branch(channelTexts()[0])).toBe(1);

  await waitFor(() => expect(channelTexts()).toHaveLength(200), { timeout: 10_000 });
  expect(channelTexts().map(branch)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Canales de pago 1',
    'Canales de pago 2',
    'Canales de pago 3',
    'Canales de pago 4',
  ]);
  const counts = commits.map((c) => c.channels);
  const steps = counts.slice(1).map((n, i) => n - counts[i]);
  expect(Math.max(...steps)).toBeLessThanOrEqual(50);

  expect(screen.getByRole('link', { name: /sucursal 199$/ }).getAttribute('href')).toMatch(
    /^\/carpmm\?.*payCode=7ELEVEN/,
  );
  expect(screen.getByRole('link', { name: /sucursal 200$/ }).getAttribute('href')).toMatch(
    /^\/dragonpayPaymentInstructions\?.*payCode=DRAGONPAY/,
  );
});

test('a group without channels keeps its place among the groups that fill in later', async () => {
  const channel = (n: number) => ({ desc: `Canal · sucursal ${n}`, payCode: `P${n}` });
  server.use(
    http.post('*/v3/installment/loan-play-detail', () =>
      HttpResponse.json({
        success: true,
        message: 'ok',
        data: {
          repayAmount: 100,
          repayList: [
            { title: 'Primero', list: Array.from({ length: 30 }, (_, i) => channel(i + 1)) },
            { title: 'Vacío', list: [] },
            { title: 'Último', list: [channel(31)] },
          ],
        },
      }),
    ),
  );
  renderRoute(`/dibbleNight?${ORDER}`);
  await screen.findByTestId('repay-amount');
  await waitFor(() => expect(channelTexts()).toHaveLength(31));
  expect(channelTexts().map(branch)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Primero',
    'Vacío',
    'Último',
  ]);
});
