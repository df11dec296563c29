/**
 * Loan confirm screen against the contract server: both markets, coupon and agreement rows,
 * the submit rule, one push for a double tap, the instalment layout and the reload modal.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { getPushCount } from '../../../server/handlers';
import { armFault } from '../../../server/faults';
import { clearBridgeLog, getBridgeLog } from '../../../src/native/bridge';
import { SESSION, watchRequests } from '../../store/confirmReload/kit';

const requests = watchRequests(server);
const url = (path: string, productId: string, needPop?: string) =>
  `${path}?${SESSION}&productId=${productId}${needPop ? `&need-pop=${needPop}` : ''}`;

// The route's chunk (with antd-mobile) is slow to compile the first time; warm it outside the timeouts.
beforeAll(() => import('../../../src/screens/loan/ConfirmScreen'), 30_000);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  clearBridgeLog();
  // jsdom cannot replace the page after a submit; that attempt is all it logs.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

const applyButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('markets', () => {
  test('need-pop 1: English labels and the rupee symbol', async () => {
    renderRoute(url('/kimJuly', '1', '1'));
    expect(await screen.findByText('Disbursal amount')).toBeInTheDocument();
    expect(screen.getByText('₹3.000.00')).toBeInTheDocument();
    expect(screen.getByText('Loan term (days)')).toBeInTheDocument();
    expect(screen.getByText('Daily interest rate')).toBeInTheDocument();
    expect(screen.getByText('0.0065%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  test.each([['2'], [undefined]])('need-pop %p: Spanish labels and $', async (needPop) => {
    renderRoute(url('/versions', '1', needPop));
    expect(await screen.findByText('Monto a desembolsar')).toBeInTheDocument();
    expect(screen.getByText('$3.000.00')).toBeInTheDocument();
    expect(screen.getByText('Plazo del préstamo (días)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeEnabled();
    expect(screen.queryByText(/₹/)).toBeNull();
  });
});

test('details list and repayment plan rows come from the quote', async () => {
  renderRoute(url('/kimJuly', '1', '1'));
  await screen.findByText('Loan details');
  expect(screen.getByText('Comisión por apertura')).toBeInTheDocument();
  expect(screen.getByText('Payment plan')).toBeInTheDocument();
  expect(screen.getByText('Pago único')).toBeInTheDocument();
  expect(screen.getByText('Capital más intereses')).toBeInTheDocument();
  // 3000.00 principal + 91 days at 0.0065% = 17.75 interest.
  expect(screen.getByText('₹3.017.75')).toBeInTheDocument();
});

test('coupon row only when couNum is given', async () => {
  const first = renderRoute(url('/charter', '3'));
  const row = await screen.findByTestId('coupon-row');
  expect(within(row).getByText('Cupón')).toBeInTheDocument();
  expect(within(row).getByText('$50.00')).toBeInTheDocument();
  first.unmount();
  renderRoute(url('/kimJuly', '1'));
  await screen.findByText('Detalles del préstamo');
  expect(screen.queryByTestId('coupon-row')).toBeNull();
  expect(screen.queryByText('Cupón')).toBeNull();
});

test('/charter puts the instalment plan first and shows every instalment', async () => {
  renderRoute(url('/charter', '3', '1'));
  const plan = await screen.findByRole('heading', { name: 'Instalment plan' });
  const details = screen.getByRole('heading', { name: 'Loan details' });
  expect(plan.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('3 instalments')).toBeInTheDocument();
  for (const n of [1, 2, 3]) expect(screen.getByText(`Cuota ${n} de 3`)).toBeInTheDocument();
});

test('/kimJuly shows the plan after the details', async () => {
  renderRoute(url('/kimJuly', '3', '1'));
  const plan = await screen.findByRole('heading', { name: 'Payment plan' });
  const details = screen.getByRole('heading', { name: 'Loan details' });
  expect(details.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('agreement', () => {
  test('with an agreement URL: ticked by default, linked, and the submit is enabled only while ticked', async () => {
    renderRoute(url('/kimJuly', '1', '1'));
    const box = await screen.findByRole('checkbox', { name: /I have read and accept the loan agreement/ });
    expect(box).toBeChecked();
    const link = screen.getByRole('link', { name: 'loan agreement' });
    expect(link.getAttribute('href')).toMatch(/^\/directorsIn\?orderNo=174&/);
    expect(link.getAttribute('href')).toContain('need-pop=1');
    const submit = screen.getByRole('button', { name: 'Apply now' });
    expect(submit).toBeEnabled();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Tick the box to accept the loan agreement before applying.')).toBeInTheDocument();
    fireEvent.click(submit);
    await new Promise((r) => setTimeout(r, 50));
    expect(getPushCount(1)).toBe(0);
    fireEvent.click(box);
    expect(submit).toBeEnabled();
  });

  test('without an agreement URL there is no checkbox and no link', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderRoute(url('/kimJuly', '2'));
    await screen.findByText('Monto a desembolsar');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /contrato/ })).toBeNull();
  });
});

describe('submit', () => {
  test('a double tap sends one push, reports the burial point, and the button stays disabled', async () => {
    renderRoute(url('/kimJuly', '1'));
    const submit = await applyButton('Solicitar ahora');
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    await waitFor(() => expect(getBridgeLog().map((e) => e.name)).toEqual(['burialPointConfirm']));
    expect(getPushCount(1)).toBe(1);
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body)).toEqual([
      { amount: '300000', periods: '91', termUnit: '1', productId: '1' },
    ]);
    expect(getBridgeLog()[0].payload).toEqual({ productId: '1' });
    expect(submit).toBeDisabled();
  });

  test('on a slow network the button says it is sending and many taps still send one push', async () => {
    armFault('loan-detail-push', 'delay:400');
    renderRoute(url('/kimJuly', '3', '1'));
    const submit = await applyButton('Apply now');
    for (let i = 0; i < 4; i += 1) fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(getBridgeLog()).toHaveLength(1), { timeout: 3000 });
    expect(getPushCount(3)).toBe(1);
  });
});

describe('reload modal', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));

  test('product 2: the countdown modal shows, and after 5500 ms the reloaded quote replaces it', async () => {
    renderRoute(url('/versions', '2', '1'));
    const dialog = await screen.findByRole('dialog', { name: 'Updating your offer' });
    expect(within(dialog).getByText('Estamos actualizando su cotización')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '5 seconds left' })).toBeInTheDocument();
    expect(screen.getByText('₹2.500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(within(dialog).getByRole('img', { name: '3 seconds left' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('₹2.500.00')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(await screen.findByText('₹2.800.00')).toBeInTheDocument();
    // The modal's content goes at once; its fade-out animation may still be running.
    expect(screen.queryByText('Estamos actualizando su cotización')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').map((r) => r.body)).toEqual([
      { productId: '2' },
      { productId: '2', isType: 1 },
    ]);
  });

  test('product 1 never shows the modal', async () => {
    renderRoute(url('/versions', '1'));
    await screen.findByText('Monto a desembolsar');
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

test('a quote that fails to load offers a retry', async () => {
  renderRoute(url('/kimJuly', '99', '1'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Producto no encontrado');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
