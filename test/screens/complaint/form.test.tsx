/** Complaint form against the contract server: titles, the 200-character box, images, submit, drafts. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { pngFile } from '../../store/complaint/support';
import { SESSION_QUERY } from './support';

// The route's chunk loads once up front, so the first test is not timed on module loading.
beforeAll(() => import('../../../src/screens/complaint/ComplaintFormScreen'), 20_000);

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const fb = feedback as jest.Mocked<typeof feedback>;

let saves = 0;
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  saves = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/coalition/problem-save')) saves += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

const form = (type: string, sonType = '', orderNo = '174') =>
  renderRoute(`/complainPageNext?${SESSION_QUERY}&problemType=${type}&problemSonType=${sonType}&orderNo=${orderNo}`);
const box = () => screen.findByRole('textbox', { name: 'Descripción' });
const picker = () => screen.queryByLabelText('Agregar una imagen');
const uploaded = () => screen.queryAllByRole('img', { name: /Imagen subida/ });

async function addImage() {
  const before = uploaded().length;
  fireEvent.change(picker()!, { target: { files: [pngFile()] } });
  await waitFor(() => expect(uploaded()).toHaveLength(before + 1));
}

test('shows the chosen type and sub-type by their titles', async () => {
  form('1', '11');
  expect(await screen.findByText('Cobranza')).toBeInTheDocument();
  expect(screen.getByText('Llamadas excesivas')).toBeInTheDocument();
  expect(screen.getByText('Subtipo')).toBeInTheDocument();
});

test('no sub-type row for a type without one', async () => {
  form('2');
  expect(await screen.findByText('Tasas y comisiones')).toBeInTheDocument();
  expect(screen.queryByText('Subtipo')).toBeNull();
});

test('the description stops at 200 characters, also on paste, with its counter', async () => {
  form('2');
  const text = await box();
  expect(screen.getByText('0/200')).toBeInTheDocument();
  fireEvent.change(text, { target: { value: 'Hola' } });
  expect(screen.getByText('4/200')).toBeInTheDocument();
  fireEvent.change(text, { target: { value: 'x'.repeat(250) } });
  expect(text).toHaveValue('x'.repeat(200));
  expect(screen.getByText('200/200')).toBeInTheDocument();
});

test(`Submit with no text is refused with '${MSG.emptyComplaint}'`, async () => {
  form('2');
  await box();
  fireEvent.click(screen.getByRole('button', { name: MSG.submit }));
  expect(fb.toast).toHaveBeenCalledWith(MSG.emptyComplaint);
  expect(saves).toBe(0);
});

test(`an image uploads through the contract server and toasts '${MSG.uploadSuccess}'; removal works`, async () => {
  form('2');
  await box();
  await addImage();
  expect(fb.success).toHaveBeenCalledWith(MSG.uploadSuccess);
  expect(uploaded()[0].getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 1' }));
  expect(uploaded()).toHaveLength(0);
});

test('the picker hides at 9 images and comes back after a removal', async () => {
  const nine = Array.from({ length: 9 }, (_, i) => `/uploads/${String(i).repeat(32)}.png`);
  localStorage.setItem('complaintDraft:174:2:', JSON.stringify({ text: 'Borrador', images: nine }));
  form('2');
  expect(await box()).toHaveValue('Borrador');
  expect(uploaded()).toHaveLength(9);
  expect(picker()).toBeNull();
  const grid = uploaded()[0].closest('ul')!;
  expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
  fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 9' }));
  expect(picker()).not.toBeNull();
});

test('what is typed is kept in local storage and comes back on the next open', async () => {
  const first = form('1', '13');
  fireEvent.change(await box(), { target: { value: 'No me dejan de llamar' } });
  expect(JSON.parse(localStorage.getItem('complaintDraft:174:1:13')!)).toEqual({
    text: 'No me dejan de llamar',
    images: [],
  });
  first.unmount();
  form('1', '13');
  expect(await box()).toHaveValue('No me dejan de llamar');
});

test('submit: one problem-save for a burst of taps, the overlay, the draft cleared, then home', async () => {
  const { router } = form('2');
  fireEvent.change(await box(), { target: { value: 'Cobro indebido' } });
  await addImage();
  const submit = screen.getByRole('button', { name: MSG.submit });
  fireEvent.click(submit);
  fireEvent.click(submit);
  fireEvent.click(submit);
  expect(await screen.findByText('Enviado con éxito')).toBeInTheDocument();
  expect(localStorage.getItem('complaintDraft:174:2:')).toBeNull();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
  // Still on the form well inside the 1500 ms.
  expect(router.state.location.pathname).toBe('/complainPageNext');
  await waitFor(() => expect(router.state.location.pathname).toBe('/friendsIts'), { timeout: 3000 });
  const q = new URLSearchParams(router.state.location.search);
  expect(q.get('orderId')).toBe('174');
  expect(q.get('sessionId')).toBe('sess-1');
  expect(q.has('problemType')).toBe(false);
  expect(saves).toBe(1);
});
