/**
 * The notice host turns the store's notices into the market's words and shows them with the toast
 * kit (the toast wrapper is mocked here: it is the kit's boundary), and writes each text to the polite
 * live region for screen readers. The spec's literal texts stay exact.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MSG } from '../../src/i18n/messages';
import * as complaint from '../../src/i18n/complaint';
import * as submit from '../../src/i18n/submitNotices';
import { noticeDurationMs, noticeText } from '../../src/i18n/notices';
import { feedback } from '../../src/ui/feedback';
import { LIVE_REGION_ID } from '../../src/ui/announcer';
import { LiveRegion } from '../../src/ui/LiveRegion';
import { showNotice } from '../../src/ui/noticeHost';
import type { NoticeCode } from '../../store/notice';

jest.mock('../../src/ui/feedback', () => ({
  feedback: {
    toast: jest.fn(() => Promise.resolve()),
    success: jest.fn(() => Promise.resolve()),
    fail: jest.fn(() => Promise.resolve()),
    loading: jest.fn(() => Promise.resolve()),
    clear: jest.fn(() => Promise.resolve()),
  },
}));
const fb = feedback as jest.Mocked<typeof feedback>;

beforeEach(() => jest.clearAllMocks());

test.each<[NoticeCode, string]>([
  ['networkError', MSG.networkError],
  ['badPhone', '请正确输入手机号！'],
  ['badCaptcha', '请正确输入图形验证码！'],
  ['badSmsCode', '请正确输入短信验证码！'],
  ['registered', '注册成功'],
  ['alreadyRegistered', '您已注册,请直接下载APP登录！'],
  ['smsSent', 'verification code sent, check your phone'],
  ['smsRepeat', '请勿重复发送验证码!'],
  ['chooseRating', 'Seleccione una calificación'],
  ['collectionBlocked', 'The selected order does not support sending collection types'],
  ['emptyComplaint', 'Please provide your opinions and suggestions'],
  ['uploadSuccess', 'Charging successful!'],
  ['chooseCard', '请先选择付款银行卡！'],
  ['badVerifyCode', '请输入正确的验证码'],
  ['processingFailed', '处理失败'],
  ['cardListFailed', 'failed to query the card list'],
  ['verifyCodeWrong', 'verification code wrong'],
  ['paidTwice', 'do not submit the payment request twice'],
  ['incompleteForm', 'Please provide complete information!'],
  ['formSuccess', 'Successful!'],
])('%s reads exactly as the spec writes it, in both markets', (code, text) => {
  expect(noticeText(code, 'en')).toBe(text);
  expect(noticeText(code, 'es')).toBe(text);
});

test.each<[NoticeCode, string, string]>([
  ['copied', 'Copied', 'Copiado'],
  ['linkRefused', 'This link cannot be opened', 'No se puede abrir este enlace'],
  ['loanSubmitFailed', 'The application could not be sent', 'No se pudo enviar la solicitud'],
  ['loanSubmitUnanswered', 'your application may have been sent', 'su solicitud puede haberse enviado'],
  ['paid', 'Payment sent', 'Pago enviado'],
])('%s has each market its own words', (code, en, es) => {
  expect(noticeText(code, 'en')).toContain(en);
  expect(noticeText(code, 'es')).toContain(es);
});

test('a code is shown in the market of the page; the tone picks the toast', async () => {
  await showNotice({ code: 'copied' }, 'es');
  await showNotice({ code: 'paid', tone: 'success' }, 'en');
  await showNotice({ code: 'incompleteForm', tone: 'fail', durationMs: 1000 }, 'en');
  expect(fb.toast).toHaveBeenCalledWith('Copiado', undefined);
  expect(fb.success).toHaveBeenCalledWith('Payment sent', undefined);
  expect(fb.fail).toHaveBeenCalledWith(MSG.incompleteForm, 1000);
});

describe('how long a toast stays', () => {
  test("the spec's texts and short words of our own keep the spec's 3000 ms default", () => {
    expect(noticeDurationMs('networkError', 'es')).toBeUndefined();
    expect(noticeDurationMs('emptyComplaint', 'en')).toBeUndefined();
    expect(noticeDurationMs('copied', 'es')).toBeUndefined();
  });

  test('our longer words stay a second plus 300 ms a word, at most 10 s', () => {
    const words = (text: string) => text.split(/\s+/).length;
    for (const market of ['en', 'es'] as const) {
      const text = submit[market].complaintUnanswered;
      expect(words(text)).toBeGreaterThan(20);
      expect(noticeDurationMs('complaintNotSent', market)).toBe(Math.min(10_000, 1000 + words(text) * 300));
      expect(noticeDurationMs('scoreNotSent', market)).toBe(1000 + words(complaint[market].scoreNotSent) * 300);
    }
  });

  test('the host shows a code with its duration; a duration given, or a server text, keeps its own', async () => {
    await showNotice({ code: 'complaintNotSent' }, 'es');
    expect(fb.toast).toHaveBeenCalledWith(submit.es.complaintUnanswered, noticeDurationMs('complaintNotSent', 'es'));
    await showNotice({ code: 'complaintNotSent', durationMs: 1500 }, 'en');
    expect(fb.toast).toHaveBeenLastCalledWith(submit.en.complaintUnanswered, 1500);
    await showNotice(
      {
        text: 'Una frase del servidor que es bastante larga, de más de veinte palabras, para ver que no cambia su duración por defecto nunca',
      },
      'es',
    );
    expect(fb.toast.mock.lastCall?.[1]).toBeUndefined();
  });
});

test("the server's own words are shown as they came", async () => {
  await showNotice({ text: 'Sesión expirada' }, 'en');
  expect(fb.toast).toHaveBeenCalledWith('Sesión expirada', undefined);
});

test('notices show in the order they came: a clear after a busy notice wins', async () => {
  const busy = showNotice({ code: 'loading', tone: 'busy' }, 'es');
  const cleared = showNotice({ clear: true }, 'es');
  await Promise.all([busy, cleared]);
  expect(fb.loading).toHaveBeenCalledWith('Cargando…');
  expect(fb.loading.mock.invocationCallOrder[0]).toBeLessThan(fb.clear.mock.invocationCallOrder[0]);
});

describe('the live region', () => {
  // The notices above made a region of their own (no app shell there); these tests render the shell's.
  const region = () => document.getElementById(LIVE_REGION_ID);
  beforeEach(() => region()?.remove());

  test('every text shown is written to the polite region that was in the page from the start', async () => {
    render(<LiveRegion />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();
    await showNotice({ code: 'badPhone' }, 'es');
    await waitFor(() => expect(live).toHaveTextContent(MSG.badPhone));
    // The spec's Chinese words say their language (a screen reader's voice follows it); the next do not.
    expect(live).toHaveAttribute('lang', 'zh');
    await showNotice({ text: 'Sesión expirada', tone: 'fail' }, 'en');
    await waitFor(() => expect(live).toHaveTextContent('Sesión expirada'));
    expect(live).not.toHaveAttribute('lang');
    await showNotice({ code: 'loading', tone: 'busy' }, 'en');
    await waitFor(() => expect(live).toHaveTextContent('Loading…'));
    // A clear takes the toast down but says nothing.
    await showNotice({ clear: true }, 'en');
    expect(live).toHaveTextContent('Loading…');
  });

  test('the same words twice are emptied and written again, so a screen reader reads them twice', async () => {
    render(<LiveRegion />);
    const live = screen.getByRole('status');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(live.textContent ?? ''));
    observer.observe(live, { childList: true, characterData: true, subtree: true });
    await showNotice({ code: 'copied' }, 'es');
    await waitFor(() => expect(live).toHaveTextContent('Copiado'));
    await showNotice({ code: 'copied' }, 'es');
    await waitFor(() => expect(seen.filter((t) => t === 'Copiado')).toHaveLength(2));
    expect(seen).toContain('');
    observer.disconnect();
  });
});
