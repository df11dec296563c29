/**
 * The words of every notice code of the store (store/notice.ts), per market. The literal spec texts
 * come from MSG exactly as written; the rest from the market packs. Loaded with the first notice, so
 * it stays out of every first load.
 */
import type { NoticeCode } from '../../store/notice';
import type { Market } from '../../store/session';
import * as calendar from './calendar';
import * as card from './card';
import * as common from './common';
import * as complaint from './complaint';
import * as costSheetSaved from './costSheetSaved';
import { MSG } from './messages';
import * as payments from './payments';
import * as submit from './submitNotices';

export { textLanguage } from './textLanguage';

type Words = string | ((market: Market) => string);

const TEXTS: Record<NoticeCode, Words> = {
  loading: (m) => common[m].loading,
  networkError: MSG.networkError,
  linkRefused: (m) => common[m].linkRefused,
  badPhone: MSG.badPhone,
  badCaptcha: MSG.badCaptcha,
  badSmsCode: MSG.badSmsCode,
  registered: MSG.registered,
  alreadyRegistered: MSG.alreadyRegistered,
  smsSent: MSG.smsSent,
  smsRepeat: MSG.smsRepeat,
  chooseRating: MSG.chooseRating,
  collectionBlocked: MSG.collectionBlocked,
  emptyComplaint: MSG.emptyComplaint,
  uploadSuccess: MSG.uploadSuccess,
  imageNotImage: (m) => complaint[m].imageNotImage,
  imageTooLarge: (m) => complaint[m].imageTooLarge,
  imageLinkRefused: (m) => complaint[m].imageLinkRefused,
  imageNotUploaded: (m) => complaint[m].imageNotUploaded,
  scoreThanks: (m) => complaint[m].scoreThanks,
  scoreNotSent: (m) => complaint[m].scoreNotSent,
  complaintNotSent: (m) => submit[m].complaintUnanswered,
  complaintSent: (m) => complaint[m].submitted,
  loanSubmitFailed: (m) => submit[m].loanFailed,
  loanSubmitUnanswered: (m) => submit[m].loanUnanswered,
  chooseCard: MSG.chooseCard,
  badVerifyCode: MSG.badVerifyCode,
  processingFailed: MSG.processingFailed,
  cardListFailed: MSG.cardListFailed,
  verifyCodeWrong: MSG.verifyCodeWrong,
  paidTwice: MSG.paidTwice,
  enterAmount: (m) => card[m].enterAmount,
  paid: (m) => card[m].paid,
  badCardNumber: (m) => card[m].badCardNumber,
  bankRequired: (m) => card[m].bankRequired,
  cardBound: (m) => card[m].bound,
  bindFailed: (m) => submit[m].bindFailed,
  bindUnanswered: (m) => submit[m].bindUnanswered,
  copied: (m) => common[m].copied,
  paymentNeedsNetwork: (m) => payments[m].paymentNeedsNetwork,
  voucherSaved: (m) => payments[m].voucherSaved,
  voucherShared: (m) => payments[m].voucherShared,
  calendarSaved: (m) => calendar[m].calendarSaved,
  sheetSaved: (m) => costSheetSaved[m],
  fileNotSaved: (m) => payments[m].fileNotSaved,
  incompleteForm: MSG.incompleteForm,
  formSuccess: MSG.formSuccess,
};

export function noticeText(code: NoticeCode, market: Market): string {
  const words = TEXTS[code];
  return typeof words === 'function' ? words(market) : words;
}

/** The spec's toast default (SPEC §9), and the longest a toast of the product's own words stays. */
const SPEC_DEFAULT_MS = 3000;
const LONGEST_MS = 10_000;

/**
 * How long a code's toast stays when its notice names no duration: the spec's default for its literal
 * texts (undefined), and for the product's own words the time to notice and read them, about a second
 * plus 200 words a minute, never less than the default: a two-sentence instruction ("tap Submit
 * again…") gone after 3 s cannot be read on a phone.
 */
export function noticeDurationMs(code: NoticeCode, market: Market): number | undefined {
  const words = TEXTS[code];
  if (typeof words === 'string') return undefined;
  const count = words(market).split(/\s+/).filter(Boolean).length;
  const ms = Math.min(LONGEST_MS, 1000 + count * 300);
  return ms > SPEC_DEFAULT_MS ? ms : undefined;
}
