/**
 * Copying a reference code (`repay/copyRequested`): the repay feature writes the text through the
 * clipboard effect and says 'copied', or shows the text itself when nothing could copy. With the
 * app's real clipboard effect: the Clipboard API when the page may use it, else the textarea fallback.
 */
import { noticeText } from '../../../src/i18n/notices';
import { copyText } from '../../../src/ui/clipboard';
import { makeStore } from '../../../store';
import { copyRequested, repayFeature } from '../../../store/repay';
import { fakeEffects, type FakeEffects } from '../../support/effects';

const realSetTimeout = globalThis.setTimeout;
const settle = () => new Promise((r) => realSetTimeout(r, 0));

function storeWith(effects: FakeEffects) {
  return makeStore({ effects, features: [repayFeature] });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
});

test("copies through the clipboard effect and says 'copied'", async () => {
  const effects = fakeEffects();
  storeWith(effects).dispatch(copyRequested({ text: '646180157000000174' }));
  await settle();
  expect(effects.copied).toEqual(['646180157000000174']);
  expect(effects.notices).toEqual([{ code: 'copied', tone: 'info' }]);
});

test("'copied' reads 'Copiado' in the Spanish market and 'Copied' in the English one", () => {
  expect(noticeText('copied', 'es')).toBe('Copiado');
  expect(noticeText('copied', 'en')).toBe('Copied');
});

test('when nothing can copy, the code itself is shown so it can be written down', async () => {
  const effects = fakeEffects();
  effects.clipboardWorks = false;
  storeWith(effects).dispatch(copyRequested({ text: '93000000000174' }));
  await settle();
  expect(effects.notices).toEqual([{ text: '93000000000174' }]);
});

describe('with the app clipboard effect', () => {
  test('writes with the Clipboard API where the page may use it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const effects = fakeEffects({ copyText });
    storeWith(effects).dispatch(copyRequested({ text: '646180157000000174' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('646180157000000174');
    expect(effects.said()).toEqual(['copied']);
  });

  test('falls back to a selected textarea and execCommand("copy") without the API', async () => {
    const copied: string[] = [];
    document.execCommand = jest.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      copied.push(`${command}:${area?.value ?? document.querySelector('textarea')?.value}`);
      return true;
    });
    const effects = fakeEffects({ copyText });
    storeWith(effects).dispatch(copyRequested({ text: 'OXXO-123' }));
    await settle();
    expect(copied).toEqual(['copy:OXXO-123']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(effects.said()).toEqual(['copied']);
  });

  test('a refused API write still copies through the fallback', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    document.execCommand = jest.fn(() => true);
    const effects = fakeEffects({ copyText });
    storeWith(effects).dispatch(copyRequested({ text: 'X1' }));
    await settle();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(effects.said()).toEqual(['copied']);
  });

  test('when neither can copy, the code itself is shown', async () => {
    document.execCommand = jest.fn(() => false);
    const effects = fakeEffects({ copyText });
    storeWith(effects).dispatch(copyRequested({ text: '93000000000174' }));
    await settle();
    expect(effects.notices).toEqual([{ text: '93000000000174' }]);
  });
});
