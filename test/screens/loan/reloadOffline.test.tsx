/**
 * The reload modal's code is loaded when a quote asks for it. Offline before it came, the screen still
 * waits the 5.5 s and reloads the quote (SPEC §4), with no modal and no error page.
 */
import { act, screen } from '@testing-library/react';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION, watchRequests } from '../../store/confirmReload/kit';

jest.mock('../../../src/screens/loan/ReloadModal', () => {
  throw new Error('ChunkLoadError: offline');
});

const requests = watchRequests(server);

beforeAll(() => import('../../../src/screens/loan/ConfirmScreen'), 30_000);
afterEach(() => jest.useRealTimers());

test('modal code that cannot load: the quote still reloads after 5500 ms, the screen stays', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderRoute(`/versions?${SESSION}&productId=2&need-pop=1`);
  expect(await screen.findByText('₹2.500.00')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(5499));
  await requests.settled();
  expect(requests.to('/loan-detail-confirm').map((r) => r.body)).toEqual([{ productId: '2' }]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(await screen.findByText('₹2.800.00')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  await requests.settled();
  expect(requests.to('/loan-detail-confirm').map((r) => r.body)).toEqual([
    { productId: '2' },
    { productId: '2', isType: 1 },
  ]);
});
