/**
 * Bind card's failures in each market's words (CONTRACT-only screen): never SPEC §8's legacy-repay
 * literals '处理失败' and 'error'. No answer reuses the shared offline advice of the common pack.
 */
import * as common from '../../src/i18n/common';
import { MSG } from '../../src/i18n/messages';
import { noticeText } from '../../src/i18n/notices';

test.each([
  ['es', 'No se pudo vincular la tarjeta. Inténtelo de nuevo.', 'Revise su conexión e inténtelo de nuevo.'],
  ['en', 'The card could not be linked. Please try again.', 'Check your connection and try again.'],
] as const)('%s: a failed bind and an unanswered one', (market, failed, advice) => {
  expect(noticeText('bindFailed', market)).toBe(failed);
  expect(noticeText('bindUnanswered', market)).toContain(advice);
  expect(common[market].offlineText).toContain(advice);
  for (const code of ['bindFailed', 'bindUnanswered'] as const) {
    expect(noticeText(code, market)).not.toBe(MSG.processingFailed);
    expect(noticeText(code, market)).not.toBe(MSG.networkError);
  }
});
