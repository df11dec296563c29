/** Complaint detail: type, content and counter, images, the reply section, the agent label, the score modal. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { noticeText } from '../../../src/i18n/notices';
import { SESSION_QUERY } from './support';

// The route's chunk and the dialogs it loads lazily (the score modal, the image viewer's kit) load once up front,
// so the timed checks time the screen's rules, not module loading.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/complaint/ComplaintDetailScreen'),
      import('../../../src/screens/complaint/ScoreModal'),
      import('antd-mobile'),
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
  await waitFor(() =>
    expect(document.querySelector('.adm-image-viewer-content, .adm-image-viewer-slides')).not.toBeNull(),
  );
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
