/**
 * What the store tells the user, as data: a code (and parameters) that the notice host in src turns
 * into the market's text, or the server's own message as it came. The store never holds a text of its
 * own, so the literal spec texts live once, in src/i18n.
 */
export type NoticeCode =
  /* any call */
  | 'loading'
  | 'networkError'
  | 'linkRefused'
  /* registration and SMS (SPEC §8) */
  | 'badPhone'
  | 'badCaptcha'
  | 'badSmsCode'
  | 'registered'
  | 'alreadyRegistered'
  | 'smsSent'
  | 'smsRepeat'
  /* rating */
  | 'chooseRating'
  /* complaints */
  | 'collectionBlocked'
  | 'emptyComplaint'
  | 'uploadSuccess'
  | 'imageNotImage'
  | 'imageTooLarge'
  | 'imageLinkRefused'
  | 'imageNotUploaded'
  | 'scoreThanks'
  | 'scoreNotSent'
  /** A complaint's save had no answer (or none that could be read): it may not be filed; Submit again. */
  | 'complaintNotSent'
  /** A complaint saved after the borrower left its form (the overlay's words, as a toast). */
  | 'complaintSent'
  /* loan confirm */
  | 'loanSubmitFailed'
  /** The loan push had no answer: it may have been made; Apply again (same key) cannot make two. */
  | 'loanSubmitUnanswered'
  /* card repay and bind card */
  | 'chooseCard'
  | 'badVerifyCode'
  | 'processingFailed'
  | 'cardListFailed'
  | 'verifyCodeWrong'
  | 'paidTwice'
  | 'enterAmount'
  | 'paid'
  | 'badCardNumber'
  | 'bankRequired'
  | 'cardBound'
  /** bind-card failed with no words of its own (a server error, an unreadable answer, an empty refusal). */
  | 'bindFailed'
  /** bind-card had no answer: the card may be linked; Link again repeats the bind's key. */
  | 'bindUnanswered'
  /* repay screens */
  | 'copied'
  /* payments, reminders and last-known data (beyond the spec) */
  | 'paymentNeedsNetwork'
  | 'voucherSaved'
  | 'voucherShared'
  | 'calendarSaved'
  /** The cost sheet (Key Facts Statement / carátula) was saved as a file. */
  | 'sheetSaved'
  | 'fileNotSaved'
  /* official site */
  | 'incompleteForm'
  | 'formSuccess';

/** info: a plain toast; success / fail: a toast with that icon; busy: stays until `clear`. */
export type NoticeTone = 'info' | 'success' | 'fail' | 'busy';

export type Notice =
  | { code: NoticeCode; tone?: NoticeTone; durationMs?: number }
  /** The server's own words (or text the user gave), shown as they are. */
  | { text: string; tone?: NoticeTone; durationMs?: number }
  /** Takes down a busy notice. */
  | { clear: true };

export const say = (code: NoticeCode, tone: NoticeTone = 'info', durationMs?: number): Notice =>
  durationMs === undefined ? { code, tone } : { code, tone, durationMs };

/** The server's message when it gave one, else our own words for the code. */
export const sayServer = (text: string | undefined | null, fallback: NoticeCode, tone: NoticeTone = 'info'): Notice =>
  text ? { text, tone } : { code: fallback, tone };

/**
 * A form field the machine refused, with the notice code that was shown for it: the screen repeats
 * the words under the field (with aria-invalid) until the field changes.
 */
export interface FieldError<Field extends string> {
  field: Field;
  code: NoticeCode;
}
