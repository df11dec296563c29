/** Complaint detail: type, content and counter, images, the reply section, the agent label, the score modal. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../support/msw';
import { state } from '../../../server/state';
import { renderRoute } from '../../support/render';
import { noticeText } from '../../../src/i18n/notices';
import { SESSION_QUERY } from './support';

// The route's chunk and the dialogs it loads lazily (the score modal, the image viewer) load once up front,
// so the timed checks time the screen's rules, not module loading.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/complaint/ComplaintDetailScreen'),
      import('../../../src/screens/complaint/ScoreModal'),
      import('../../../src/screens/complaint/ImageViewerDialog'),
    ]),
  20_000,
);

const detail = (problemId: string) => renderRoute(`/complainDetails?${SESSION_QUERY}&problemId=${problemId}`);
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

test('complaint 1: type, sub-type, read-only content with its counter, images, reply and agent label', async () => {
  detail('1');
  expect(await screen.findByText('Cobranza')).toBeInTheDocument();
  expect(screen.getByText('Llamadas excesivas')).toBeInTheDocument();
  const content = screen.getByRole('textbox', { name: 'Contenido' });
  expect(content).toHaveAttribute('readonly');
  expect((content as HTMLTextAreaElement).value).toMatch(/^Recibo más de diez llamadas/);
  expect(screen.getByText(`${Array.from((content as HTMLTextAreaElement).value).length}/200`)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Ver la imagen 1' })).toHaveAttribute('src', '/img/receipt-sample.svg');
  expect(screen.getByRole('heading', { name: 'Respuesta de atención al cliente' })).toBeInTheDocument();
  expect(screen.getByText(/Ajustamos el horario/)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Imagen de la respuesta 1' })).toBeInTheDocument();
  expect(screen.getByText('Asesor de atención al cliente')).toBeInTheDocument();
});

test('complaint 3: no reply text and no reply images hide the reply section; the agent label stays', async () => {
  detail('3');
  expect(await screen.findByText('Tasas y comisiones')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Respuesta de atención al cliente' })).toBeNull();
  expect(screen.getByText('Asesor de atención al cliente')).toBeInTheDocument();
});

test('tapping an image opens it large', async () => {
  detail('1');
  fireEvent.click(await screen.findByRole('button', { name: 'Ver la imagen 1' }));
  const viewer = await screen.findByRole('dialog', { name: 'Imagen 1 de 1' });
  expect(viewer.querySelector('.adm-image-viewer-slides')).not.toBeNull();
});

test('image viewer: a dialog named for its image, focus on Cerrar; Escape closes, focus back on the image', async () => {
  const user = userEvent.setup();
  detail('2');
  const image = await screen.findByRole('button', { name: 'Ver la imagen 1' });
  await user.click(image);
  const viewer = await screen.findByRole('dialog', { name: 'Imagen 1 de 1' });
  const close = within(viewer).getByRole('button', { name: 'Cerrar' });
  expect(close).toHaveFocus();
  // One image: nothing to move to.
  expect(within(viewer).queryByRole('button', { name: 'Imagen siguiente' })).toBeNull();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(image).toHaveFocus();

  // Close does the same.
  await user.click(image);
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Imagen 1 de 1' })).getByRole('button', { name: 'Cerrar' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(image).toHaveFocus();
});

test('image viewer: three images, opened on the second; the arrow keys and Previous / Next move, at the ends they stay', async () => {
  const complaint = state.complaints.find((c) => c.id === 2)!;
  complaint.localized = undefined;
  complaint.images = ['/img/a.png', '/img/b.png', '/img/c.png'];
  const user = userEvent.setup();
  detail('2');
  const second = await screen.findByRole('button', { name: 'Ver la imagen 2' });
  await user.click(second);
  const viewer = await screen.findByRole('dialog', { name: 'Imagen 2 de 3' });
  expect(within(viewer).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(viewer).toHaveAccessibleName('Imagen 3 de 3');
  expect(within(viewer).getByRole('button', { name: 'Imagen siguiente' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{ArrowRight}');
  expect(viewer).toHaveAccessibleName('Imagen 3 de 3');
  await user.click(within(viewer).getByRole('button', { name: 'Imagen anterior' }));
  await user.click(within(viewer).getByRole('button', { name: 'Imagen anterior' }));
  expect(viewer).toHaveAccessibleName('Imagen 1 de 3');
  await user.keyboard('{ArrowLeft}');
  expect(viewer).toHaveAccessibleName('Imagen 1 de 3');
  await user.keyboard('{ArrowRight}');
  expect(viewer).toHaveAccessibleName('Imagen 2 de 3');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(second).toHaveFocus();
});

test('isNeedScore 1: the score modal is closed before 3000 ms and open after; a star and Send thank', async () => {
  const { effects } = detail('1');
  await screen.findByText('Cobranza');
  await wait(2500);
  expect(screen.queryByText('Califique nuestra respuesta')).toBeNull();
  await waitFor(() => expect(screen.getByText('Califique nuestra respuesta')).toBeInTheDocument(), { timeout: 1500 });
  const send = screen.getByRole('button', { name: 'Enviar' });
  expect(send).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: '4 / 5' }));
  expect(send).toBeEnabled();
  expect(effects.notices).toEqual([]);
  fireEvent.click(send);
  await waitFor(() => expect(effects.notices).toEqual([{ code: 'scoreThanks', tone: 'success' }]));
  // The notice host's words for it, in this page's market (Spanish) and in English.
  expect(noticeText('scoreThanks', 'es')).toBe('¡Gracias por su calificación!');
  expect(noticeText('scoreThanks', 'en')).toBe('Thank you for your rating!');
});

test('isNeedScore 0: no score modal', async () => {
  detail('2');
  await screen.findByText('Pagos y reembolsos');
  await wait(3300);
  expect(screen.queryByText('Califique nuestra respuesta')).toBeNull();
});
