/**
 * What a loan, complaint or card-binding submission that failed says, in both markets. Only toasts say these, so they
 * live apart from the screens' packs and load with the notices (src/i18n/notices.ts), after the first
 * paint, instead of with the confirm and complaint screens.
 */
export interface SubmitNoticesPack {
  /** The loan push was refused with no words of its own (or nothing was on screen to send). */
  loanFailed: string;
  /**
   * The push had no answer (or none that could be read): the loan may have been made, so the words
   * promise no outcome; Apply again repeats its key and reaches that loan, never a second one.
   */
  loanUnanswered: string;
  /**
   * A complaint's save had no answer: it may or may not be filed (the answer may be what was lost), so
   * the words promise no outcome; Submit again repeats its key, so it cannot be filed twice.
   */
  complaintUnanswered: string;
  /** bind-card failed with no words of its own: a server error, an answer that could not be read. */
  bindFailed: string;
  /**
   * bind-card had no answer (none in 60 s): the card may be linked, so the words promise no outcome;
   * the shared offline advice (common pack's `offlineText`). Link again repeats the bind's key.
   */
  bindUnanswered: string;
}

export const en: SubmitNoticesPack = {
  loanFailed: 'The application could not be sent. Please try again.',
  loanUnanswered:
    'We got no answer, so your application may have been sent. Check your connection and tap Apply now again: no second loan will be made.',
  complaintUnanswered:
    'We got no answer, so your complaint may not have been sent. Check your connection and tap Submit again: it will not be filed twice.',
  bindFailed: 'The card could not be linked. Please try again.',
  bindUnanswered: 'We got no answer about your card. Check your connection and try again.',
};

export const es: SubmitNoticesPack = {
  loanFailed: 'No se pudo enviar la solicitud. Inténtelo de nuevo.',
  loanUnanswered:
    'No recibimos respuesta, así que su solicitud puede haberse enviado. Revise su conexión y toque Solicitar ahora de nuevo: no se creará un segundo préstamo.',
  complaintUnanswered:
    'No recibimos respuesta, así que su queja puede no haberse enviado. Revise su conexión y toque Submit de nuevo: no se registrará dos veces.',
  bindFailed: 'No se pudo vincular la tarjeta. Inténtelo de nuevo.',
  bindUnanswered: 'No recibimos respuesta sobre su tarjeta. Revise su conexión e inténtelo de nuevo.',
};
