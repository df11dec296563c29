/** Complaint home against the contract server: order card, 'All', types, sub-types, the collection block. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { MSG } from '../../../src/i18n/messages';
import { routeOf } from '../../store/complaint/support';
import { SESSION_QUERY } from './support';

// The route's chunk loads once up front, so the first test is not timed on module loading.
beforeAll(() => import('../../../src/screens/complaint/ComplaintHomeScreen'), 20_000);

const home = (orderId: string, path = '/friendsIts') => renderRoute(`${path}?${SESSION_QUERY}&orderId=${orderId}`);
const typeButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

test("shows 'My complaints', the order card with its rows and status, and the problem types", async () => {
  home('174');
  const link = await screen.findByRole('link', { name: MSG.myComplaints });
  expect(link.getAttribute('href')).toMatch(/^\/complaintList\?.*sessionId=sess-1/);
  const card = await screen.findByRole('region', { name: 'Pedido' });
  expect(within(card).getByText('Número de pedido')).toBeInTheDocument();
  expect(within(card).getByText('174')).toBeInTheDocument();
  expect(within(card).getByText('Pendiente de pago')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: MSG.selectQuestionType })).toBeInTheDocument();
  expect(await typeButton('Tasas y comisiones')).toBeInTheDocument();
  expect(screen.queryByText('Llamadas excesivas')).toBeNull();
});

test('/theAt is the same screen', async () => {
  home('174', '/theAt');
  expect(await typeButton('Cobranza')).toBeInTheDocument();
});

test('without an order detail and orders, the order and type sections are hidden', async () => {
  home('empty');
  expect(await screen.findByText(/no tiene pedidos/i)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: MSG.selectQuestionType })).toBeNull();
  expect(screen.queryByRole('button', { name: MSG.all })).toBeNull();
  expect(screen.getByRole('link', { name: MSG.myComplaints })).toBeInTheDocument();
});

test('a type other than 1 opens the form with type, order and the session query', async () => {
  const { effects } = home('174');
  fireEvent.click(await typeButton('Tasas y comisiones'));
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  const { url, replace } = routeOf(effects);
  expect(url.pathname).toBe('/complainPageNext');
  expect(replace).toBe(false);
  const q = url.searchParams;
  expect(q.get('problemType')).toBe('2');
  expect(q.get('problemSonType')).toBe('');
  expect(q.get('orderNo')).toBe('174');
  expect(q.get('deviceId')).toBe('dev-1');
});

test('type 1 reveals the sub-types; a sub-type opens the form', async () => {
  const { effects } = home('174');
  const collection = await typeButton('Cobranza');
  expect(collection).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(collection);
  expect(collection).toHaveAttribute('aria-expanded', 'true');
  expect(effects.navigations).toEqual([]);
  fireEvent.click(await screen.findByRole('button', { name: /Lenguaje ofensivo/ }));
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  const { url } = routeOf(effects);
  expect(url.pathname).toBe('/complainPageNext');
  const q = url.searchParams;
  expect([q.get('problemType'), q.get('problemSonType'), q.get('orderNo')]).toEqual(['1', '12', '174']);
});

test('type 1 on order 200 (isShow 0) is refused with collectionBlocked', async () => {
  const { router, effects } = home('200');
  fireEvent.click(await typeButton('Cobranza'));
  expect(effects.notices).toEqual([{ code: 'collectionBlocked', tone: 'info' }]);
  expect(screen.queryByText('Llamadas excesivas')).toBeNull();
  expect(effects.navigations).toEqual([]);
  expect(router.state.location.pathname).toBe('/friendsIts');
});

test("'All' lists every order; picking one shows it and applies its own rule", async () => {
  const { effects } = home('174');
  fireEvent.click(await screen.findByRole('button', { name: MSG.all }));
  const sheet = await screen.findByRole('dialog', { name: 'Elija un pedido' });
  const options = within(sheet).getAllByRole('button', { name: /Número de pedido/ });
  expect(options).toHaveLength(7);
  fireEvent.click(within(sheet).getByRole('button', { name: /Número de pedido 200/ }));
  const card = screen.getByRole('region', { name: 'Pedido' });
  await waitFor(() => expect(within(card).getByText('Liquidado')).toBeInTheDocument());
  fireEvent.click(await typeButton('Cobranza'));
  expect(effects.said()).toEqual(['collectionBlocked']);
});

test('need-pop 1 shows the English labels; the spec texts stay as written', async () => {
  renderRoute(`/friendsIts?${SESSION_QUERY}&orderId=174&need-pop=1`);
  expect(await screen.findByRole('heading', { name: 'Complaints and suggestions' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Order' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: MSG.selectQuestionType })).toBeInTheDocument();
});
