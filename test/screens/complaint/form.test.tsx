/** Complaint form against the contract server: titles, the 200-character box, images, submit, drafts. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects, type FakeEffects } from '../../support/effects';
import { renderRoute } from '../../support/render';
import { MSG } from '../../../src/i18n/messages';
import { noticeText } from '../../../src/i18n/notices';
import * as words from '../../../src/i18n/complaint';
import * as submit from '../../../src/i18n/submitNotices';
import type { ShrinkOutcome } from '../../../store/effects';
import { pngFile, routeOf } from '../../store/complaint/support';
import { SESSION_QUERY } from './support';

// The route's chunk loads once up front, so the first test is not timed on module loading.
beforeAll(() => import('../../../src/screens/complaint/ComplaintFormScreen'), 20_000);

let saves = 0;
beforeEach(() => {
  saves = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/coalition/problem-save')) saves += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

const form = (type: string, sonType = '', effects: FakeEffects = fakeEffects()) =>
  renderRoute(
    `/complainPageNext?${SESSION_QUERY}&problemType=${type}&problemSonType=${sonType}&orderNo=174`,
    undefined,
    undefined,
    effects,
  );
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

describe('a chosen type is never shown as a bare number', () => {
  const refused = () =>
    http.post('*/coalition/problem-init', () => HttpResponse.json({ code: 1, message: 'busy', data: null }));

  test('while problem-init is out the rows say Cargando…; the titles come with its answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/coalition/problem-init', async () => {
        await held;
        return undefined; // on to the contract server's answer
      }),
    );
    form('1', '11');
    await box();
    expect(screen.getAllByText('Cargando…')).toHaveLength(2);
    expect(screen.queryByText('1')).toBeNull();
    expect(screen.queryByText('11')).toBeNull();
    release();
    expect(await screen.findByText('Cobranza')).toBeInTheDocument();
    expect(screen.getByText('Llamadas excesivas')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  test('a failed problem-init says the names could not be loaded; Retry asks again and names them', async () => {
    server.use(refused());
    form('1', '11');
    expect(await screen.findAllByText('Nombre no disponible')).toHaveLength(2);
    expect(screen.queryByText('1')).toBeNull();
    expect(screen.queryByText('11')).toBeNull();
    // The form works meanwhile.
    fireEvent.change(await box(), { target: { value: 'Hola' } });
    expect(screen.getByText('4/200')).toBeInTheDocument();
    server.resetHandlers();
    // One Retry for both rows.
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cobranza')).toBeInTheDocument();
    expect(screen.getByText('Llamadas excesivas')).toBeInTheDocument();
    expect(screen.queryByText('Nombre no disponible')).toBeNull();
  });

  test('a value the answer does not know (a hand-made link) is shown as it came, not as loading', async () => {
    form('99');
    await box();
    expect(await screen.findByText('99')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  test('in English too', async () => {
    server.use(refused());
    renderRoute(`/complainPageNext?${SESSION_QUERY}&need-pop=1&problemType=2&problemSonType=&orderNo=174`);
    expect(await screen.findByText('Name not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
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

test('Submit with no text is refused with emptyComplaint', async () => {
  const { effects } = form('2');
  await box();
  fireEvent.click(screen.getByRole('button', { name: MSG.submit }));
  expect(effects.notices).toEqual([{ code: 'emptyComplaint', tone: 'info' }]);
  expect(saves).toBe(0);
});

test('an image uploads through the contract server and says uploadSuccess; removal works', async () => {
  const { effects } = form('2');
  await box();
  await addImage();
  expect(effects.notices).toEqual([{ code: 'uploadSuccess', tone: 'success' }]);
  expect(uploaded()[0].getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 1' }));
  expect(uploaded()).toHaveLength(0);
});

test('the picker hides at 9 images and comes back after a removal', async () => {
  const nine = Array.from({ length: 9 }, (_, i) => `/uploads/${String(i).repeat(32)}.png`);
  const effects = fakeEffects();
  effects.stored.set('complaintDraft:174:2:', JSON.stringify({ text: 'Borrador', images: nine }));
  form('2', '', effects);
  expect(await box()).toHaveValue('Borrador');
  expect(uploaded()).toHaveLength(9);
  expect(picker()).toBeNull();
  const grid = uploaded()[0].closest('ul')!;
  expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
  fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 9' }));
  expect(picker()).not.toBeNull();
});

test('what is typed is kept in storage and comes back on the next open', async () => {
  const effects = fakeEffects();
  const first = form('1', '13', effects);
  fireEvent.change(await box(), { target: { value: 'No me dejan de llamar' } });
  expect(JSON.parse(effects.stored.get('complaintDraft:174:1:13')!)).toEqual({
    text: 'No me dejan de llamar',
    images: [],
  });
  first.unmount();
  // A new page (a new store) on the same device storage.
  form('1', '13', fakeEffects({ storage: effects.storage }));
  expect(await box()).toHaveValue('No me dejan de llamar');
});

test('submit: one problem-save for a burst of taps, the overlay, the draft cleared, then home', async () => {
  const { effects } = form('2');
  fireEvent.change(await box(), { target: { value: 'Cobro indebido' } });
  await addImage();
  const submit = screen.getByRole('button', { name: MSG.submit });
  fireEvent.click(submit);
  fireEvent.click(submit);
  fireEvent.click(submit);
  expect(await screen.findByText('Enviado con éxito')).toBeInTheDocument();
  expect(effects.stored.has('complaintDraft:174:2:')).toBe(false);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
  // Still on the form well inside the 1500 ms.
  expect(effects.navigations).toEqual([]);
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  const { url, replace } = routeOf(effects);
  expect(url.pathname).toBe('/friendsIts');
  expect(replace).toBe(true);
  const q = url.searchParams;
  expect(q.get('orderId')).toBe('174');
  expect(q.get('sessionId')).toBe('sess-1');
  expect(q.has('problemType')).toBe(false);
  expect(saves).toBe(1);
});

describe('an image in flight shows as such', () => {
  /** Effects whose shrink waits for the test: the image stays in flight until `finish`. */
  function held() {
    let finish: (o: ShrinkOutcome) => void = () => {};
    const effects = fakeEffects({ shrinkImage: () => new Promise<ShrinkOutcome>((resolve) => (finish = resolve)) });
    return {
      effects,
      finish: (o: ShrinkOutcome) =>
        act(async () => {
          finish(o);
          await Promise.resolve();
        }),
    };
  }

  test('its tile is marked uploading with a status text; Submit and the picker wait until it ends', async () => {
    const { effects, finish } = held();
    form('2', '', effects);
    fireEvent.change(await box(), { target: { value: 'Foto' } });
    fireEvent.change(picker()!, { target: { files: [pngFile('cam.png')] } });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Subiendo…');
    expect(status.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(status.closest('li')).toHaveClass('image-uploading');
    expect(picker()).toBeNull();
    expect(screen.getByRole('button', { name: MSG.submit })).toBeDisabled();
    await finish({ refused: 'notImage' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(picker()).not.toBeNull();
  });

  test('the tile goes and the image shows once the upload ends', async () => {
    const effects = fakeEffects();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    effects.shrinkImage = async (fileId) => {
      await gate;
      return { fileId, bytes: pngFile().size, kept: true };
    };
    form('2', '', effects);
    await box();
    fireEvent.change(picker()!, { target: { files: [pngFile()] } });
    expect(await screen.findByRole('status')).toHaveTextContent('Subiendo…');
    await act(async () => {
      release();
      await gate;
    });
    await waitFor(() => expect(uploaded()).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: MSG.submit })).toBeEnabled();
  });
});

describe('refusals say why, in the words of each market, and show nothing', () => {
  test.each([
    ['notImage', 'imageNotImage'],
    ['tooLarge', 'imageTooLarge'],
  ] as const)('%s', async (reason, code) => {
    const effects = fakeEffects({ shrinkImage: () => Promise.resolve({ refused: reason }) });
    form('2', '', effects);
    await box();
    fireEvent.change(picker()!, { target: { files: [pngFile('doc.pdf')] } });
    await waitFor(() => expect(effects.notices).toEqual([{ code, tone: 'info' }]));
    expect(uploaded()).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(picker()).not.toBeNull();
  });

  test('a refused answer URL: no image, no success, the imageLinkRefused notice', async () => {
    server.use(
      http.post('*/coalition/upload-problem-img', () =>
        HttpResponse.json({ code: 0, message: '', data: { url: 'javascript:alert(1)' } }),
      ),
    );
    const effects = fakeEffects();
    form('2', '', effects);
    await box();
    fireEvent.change(picker()!, { target: { files: [pngFile()] } });
    await waitFor(() => expect(effects.said()).toEqual(['imageLinkRefused']));
    expect(uploaded()).toHaveLength(0);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  test.each(['en', 'es'] as const)('the new notices have their own words in %s', (market) => {
    const codes = ['imageNotImage', 'imageTooLarge', 'imageLinkRefused', 'imageNotUploaded'] as const;
    const texts = codes.map((c) => noticeText(c, market));
    expect(new Set(texts).size).toBe(codes.length);
    expect(texts).toEqual(codes.map((c) => words[market][c]));
    expect(texts[1]).toContain('5 MB');
  });
});

test('a submit with no answer says the complaint may not have been sent, in each market; the text stays to submit again', async () => {
  server.use(http.post('*/coalition/problem-save', () => HttpResponse.error()));
  const { effects } = form('2');
  fireEvent.change(await box(), { target: { value: 'Cobro indebido' } });
  fireEvent.click(screen.getByRole('button', { name: MSG.submit }));
  await waitFor(() => expect(effects.notices).toEqual([{ code: 'complaintNotSent', tone: 'info' }]));
  expect(await box()).toHaveValue('Cobro indebido');
  expect(screen.getByRole('button', { name: MSG.submit })).toBeEnabled();
  for (const market of ['en', 'es'] as const) {
    expect(noticeText('complaintNotSent', market)).toBe(submit[market].complaintUnanswered);
    expect(noticeText('complaintNotSent', market)).not.toBe(MSG.networkError);
  }
  expect(submit.es.complaintUnanswered).toContain('Submit');
  expect(submit.en.complaintUnanswered).toContain('Submit');
});

test('a draft whose image was in flight when the page died says it was not uploaded', async () => {
  const effects = fakeEffects();
  effects.stored.set('complaintDraft:174:2:', JSON.stringify({ text: 'Casi', images: [], unsent: true }));
  form('2', '', effects);
  expect(await box()).toHaveValue('Casi');
  expect(screen.getByText(words.es.imageNotUploaded)).toBeInTheDocument();
  expect(effects.said()).toEqual(['imageNotUploaded']);
  // The next pick takes the line away.
  await addImage();
  expect(screen.queryByText(words.es.imageNotUploaded)).toBeNull();
});

test('back home while the save is out, then the form again: it shows the save waiting, no second Submit', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/coalition/problem-save', async () => {
      await held;
      return HttpResponse.json({ code: 0, message: 'ok', data: null });
    }),
  );
  const { router, effects } = form('2');
  const formPath = `${router.state.location.pathname}${router.state.location.search}`;
  fireEvent.change(await box(), { target: { value: 'Cobro indebido' } });
  fireEvent.click(screen.getByRole('button', { name: MSG.submit }));
  await waitFor(() => expect(saves).toBe(1));
  await act(() => router.navigate(`/friendsIts?${SESSION_QUERY}&orderId=174`));
  await act(() => router.navigate(formPath));
  expect(await box()).toHaveValue('Cobro indebido');
  expect(await box()).toHaveAttribute('readonly');
  const waiting = screen.getByRole('button', { name: words.es.submitting });
  expect(waiting).toBeDisabled();
  fireEvent.click(waiting);
  release();
  expect(await screen.findByText('Enviado con éxito')).toBeInTheDocument();
  expect(effects.stored.has('complaintDraft:174:2:')).toBe(false);
  expect(saves).toBe(1);
});
