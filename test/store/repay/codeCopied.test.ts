/** Copying a reference code: the clipboard API when there is one, else the textarea fallback; a toast either way. */
import { makeStore } from '../../../store';
import { codeCopied } from '../../../store/repay/actions';
import { sessionStarted } from '../../../store/session/slice';
import { feedback } from '../../../src/ui/feedback';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/repay/listeners';
import { fakeEffects } from '../../support/effects';

const realSetTimeout = globalThis.setTimeout;
const settle = () => new Promise((r) => realSetTimeout(r, 0));

function storeFor(needPop: string) {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(sessionStarted({ query: { 'need-pop': needPop }, inAppBrowser: null, clientType: 'android' }));
  return store;
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
});

test('writes with the clipboard API and says "Copiado" in the Spanish market', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  const toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  storeFor('2').dispatch(codeCopied({ text: '646180157000000174' }));
  await settle();
  expect(writeText).toHaveBeenCalledWith('646180157000000174');
  expect(toast).toHaveBeenCalledWith('Copiado');
});

test('falls back to a selected textarea and execCommand("copy") without the API; "Copied" in English', async () => {
  const copied: string[] = [];
  document.execCommand = jest.fn((command: string) => {
    const area = document.activeElement as HTMLTextAreaElement | null;
    copied.push(`${command}:${area?.value ?? document.querySelector('textarea')?.value}`);
    return true;
  });
  const toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  storeFor('1').dispatch(codeCopied({ text: 'OXXO-123' }));
  await settle();
  expect(copied).toEqual(['copy:OXXO-123']);
  expect(document.querySelector('textarea')).toBeNull();
  expect(toast).toHaveBeenCalledWith('Copied');
});

test('a refused API write still copies through the fallback', async () => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    configurable: true,
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  document.execCommand = jest.fn(() => true);
  const toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  storeFor('2').dispatch(codeCopied({ text: 'X1' }));
  await settle();
  expect(document.execCommand).toHaveBeenCalledWith('copy');
  expect(toast).toHaveBeenCalledWith('Copiado');
});

test('when nothing can copy, the code itself is shown so it can be written down', async () => {
  document.execCommand = jest.fn(() => false);
  const toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  storeFor('2').dispatch(codeCopied({ text: '93000000000174' }));
  await settle();
  expect(toast).toHaveBeenCalledWith('93000000000174');
});
