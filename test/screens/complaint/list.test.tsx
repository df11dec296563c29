/** Complaint list: tabs of the contract server, rows of time/type/content, a row opens the detail, windowing. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION_QUERY } from './support';
import { WINDOW_FROM } from '../../../src/screens/complaint/RowList';

// The route's chunk loads once up front, so the first test is not timed on module loading.
beforeAll(() => import('../../../src/screens/complaint/ComplaintListScreen'), 20_000);

const list = (extra = '') => renderRoute(`/complaintList?${SESSION_QUERY}${extra}`);

test('one tab per server tab; each row shows time, type and content', async () => {
  list();
  expect(await screen.findByRole('heading', { name: 'Mis quejas' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['En proceso (2)', 'Terminado (1)']);
  const open = screen.getByRole('list', { name: 'En proceso' });
  const rows = within(open).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByText('Tasas y comisiones')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/comisión por apertura/)).toBeInTheDocument();
  expect(within(rows[0]).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
});

test("the page's heading is in the market's language", async () => {
  list('&need-pop=1');
  expect(await screen.findByRole('heading', { level: 1, name: 'My complaints' })).toBeInTheDocument();
});

test('another tab shows its own items; a row opens the detail with the session query', async () => {
  const { router } = list();
  fireEvent.click(await screen.findByRole('tab', { name: /Terminado/ }));
  const done = await screen.findByRole('list', { name: 'Terminado' });
  const link = within(done).getByRole('link', { name: /Cobranza/ });
  fireEvent.click(link);
  await waitFor(() => expect(router.state.location.pathname).toBe('/complainDetails'));
  const q = new URLSearchParams(router.state.location.search);
  expect(q.get('problemId')).toBe('1');
  expect(q.get('userId')).toBe('10001');
});

test('5000 items: only a screenful of rows is in the page, the list knows its size', async () => {
  list('&bulk=5000');
  // The first screenful shows at once; the windowed list (its own chunk) then takes over.
  const first = await screen.findByRole('list', { name: 'En proceso' });
  expect(within(first).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '5000');
  await waitFor(() => expect(screen.getByRole('list', { name: 'En proceso' })).toHaveClass('vlist'));
  const open = screen.getByRole('list', { name: 'En proceso' });
  const rows = within(open).getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.length).toBeLessThan(30);
  expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  expect(screen.getByRole('tab', { name: /En proceso \(5000\)/ })).toBeInTheDocument();
  // The list scrolls with the page: scrolling the window to the end renders the last rows, not the first.
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  Object.defineProperty(window, 'scrollY', { value: 104 * 4990, configurable: true });
  try {
    fireEvent.scroll(window);
    await waitFor(() => expect(within(open).getByText(/número 5000:/)).toBeInTheDocument());
    expect(within(open).queryByText(/número 1:/)).toBeNull();
    const last = within(open).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveAttribute('aria-posinset', '5000');
    expect(within(open).getAllByRole('listitem').length).toBeLessThan(30);
  } finally {
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  }
});

test(`a list shorter than ${WINDOW_FROM} rows draws every row in order, with no windowing`, async () => {
  list(`&bulk=${WINDOW_FROM - 1}`);
  const open = await screen.findByRole('list', { name: 'En proceso' });
  const rows = within(open).getAllByRole('listitem');
  expect(rows).toHaveLength(WINDOW_FROM - 1);
  expect(rows.at(-1)).toHaveAttribute('aria-posinset', String(WINDOW_FROM - 1));
  expect(rows.at(-1)).toHaveAttribute('aria-setsize', String(WINDOW_FROM - 1));
  expect(open).not.toHaveClass('vlist');
});
