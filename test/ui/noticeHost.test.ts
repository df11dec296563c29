/**
 * The notice host turns the store's notices into the market's words and shows them with the toast
 * kit (the toast wrapper is mocked here: it is the kit's boundary). The spec's literal texts stay exact.
 */
import { MSG } from '../../src/i18n/messages';
import { noticeText } from '../../src/i18n/notices';
import { feedback } from '../../src/ui/feedback';
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
