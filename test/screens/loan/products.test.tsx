/** Recommended products, one product with apply, and repay-now-or-defer, in both markets. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION } from '../../store/confirmReload/kit';

// Warm the route chunks (the targets too) outside the per-query timeouts.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/loan/ProductListScreen'),
      import('../../../src/screens/loan/ProductScreen'),
      import('../../../src/screens/loan/ConfirmScreen'),
    ]),
  30_000,
);

const params = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://localhost').searchParams);

test('/placeIs lists every product with amount and term; each opens its product page (English)', async () => {
  const { router } = renderRoute(`/placeIs?${SESSION}&need-pop=1`);
  expect(await screen.findByRole('heading', { name: 'Recommended for you' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[2]).getByText('₹6.000.00')).toBeInTheDocument();
  expect(within(items[2]).getByText(/90 days/)).toBeInTheDocument();
  const view = within(items[2]).getByRole('link', { name: 'View Credit Plus' });
  expect(new URL(view.getAttribute('href')!, 'http://localhost').pathname).toBe('/theThey');
  expect(params(view.getAttribute('href'))).toMatchObject({ productId: '3', sessionId: 's-1', 'need-pop': '1' });
  fireEvent.click(view);
  await waitFor(() => expect(router.state.location.pathname).toBe('/theThey'));
  // The start-up session had no productId: the product page reads it from its own URL.
  expect(await screen.findByRole('heading', { level: 1, name: 'Credit Plus' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Apply now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/kimJuly'));
  expect(await screen.findByTestId('coupon-row')).toHaveTextContent('₹50.00');
});

test('/placeIs in Spanish shows $ and días', async () => {
  renderRoute(`/placeIs?${SESSION}`);
  expect(await screen.findByRole('heading', { name: 'Recomendados para usted' })).toBeInTheDocument();
  expect(await screen.findByText('$3.000.00')).toBeInTheDocument();
  expect(screen.getByText(/91 días/)).toBeInTheDocument();
});

test.each([
  ['1', 'Apply now', 'Quick Rupee', '₹3.000.00'],
  ['2', 'Solicitar ahora', 'Presto Fácil', '$2.500.00'],
])(
  '/theThey?productId=%s shows the product and applies to /kimJuly with its productId',
  async (productId, apply, name, amount) => {
    const needPop = apply === 'Apply now' ? '1' : '2';
    const { router } = renderRoute(`/theThey?${SESSION}&productId=${productId}&need-pop=${needPop}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(amount)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: apply });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe('/kimJuly');
    expect(params(link.getAttribute('href'))).toMatchObject({ productId, deviceId: 'dev-1', 'need-pop': needPop });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kimJuly'));
  },
);

test('/theThey with an unknown product says so and links to the list', async () => {
  renderRoute(`/theThey?${SESSION}&productId=77&need-pop=1`);
  expect(await screen.findByText('This product is not available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all products' })).toBeInTheDocument();
});

test.each([
  ['1', 'Repay now', 'Defer repayment'],
  ['2', 'Pagar ahora', 'Diferir el pago'],
])(
  '/channelsIntroduced (need-pop %s): repay now -> /dibbleNight, defer -> /feesAbc, query kept',
  async (needPop, now, later) => {
    renderRoute(`/channelsIntroduced?${SESSION}&productId=3&orderId=174&need-pop=${needPop}`);
    const repay = await screen.findByRole('link', { name: now });
    const defer = screen.getByRole('link', { name: later });
    for (const [link, path] of [
      [repay, '/dibbleNight'],
      [defer, '/feesAbc'],
    ] as const) {
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe(path);
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        productId: '3',
        orderId: '174',
        sessionId: 's-1',
        'need-pop': needPop,
      });
    }
  },
);
