/**
 * Labels of the card repay screen (with its SMS step and amount keyboard) and of bind card, in both
 * markets. Literal spec texts (card repay errors) stay in MSG; these are our own labels.
 */
export interface CardPack {
  /* card repay */
  cardRepayTitle: string;
  amountLabel: string;
  editAmount: (amount: string) => string;
  chooseCardTitle: string;
  noCards: string;
  retryCards: string;
  pay: string;
  paying: string;
  payOnline: string;
  smsTitle: string;
  smsSentTo: string;
  verifyCode: string;
  getCode: string;
  seconds: (n: number) => string;
  confirm: string;
  confirming: string;
  cancel: string;
  enterAmount: string;
  keyboardDone: string;
  keyboardClose: string;
  keyboardBackspace: string;
  amountKeyboard: string;
  paid: string;
  /** An earlier page's card payment of this order got no answer (`day` only when it was not today). */
  earlierPayment: (p: { amount: string; time: string; day?: string }) => string;
  viewMyLoan: string;
  /** The warning's box, which Pay waits for: the borrower checked and wants to pay again. */
  payAgain: string;
  /* bind card */
  bindTitle: string;
  cardNumber: string;
  cardNumberPlaceholder: string;
  bankName: string;
  chooseBank: string;
  bind: string;
  binding: string;
  bound: string;
  boundNote: string;
  badCardNumber: string;
  bankRequired: string;
}

export const es: CardPack = {
  cardRepayTitle: 'Pagar con tarjeta',
  amountLabel: 'Monto a pagar',
  editAmount: (amount) => `Monto a pagar ${amount}, toque para cambiarlo`,
  chooseCardTitle: 'Tarjeta de pago',
  noCards: 'No tiene tarjetas vinculadas.',
  retryCards: 'Reintentar',
  pay: 'Pagar',
  paying: 'Pagando…',
  payOnline: 'Pagar en línea',
  smsTitle: 'Verificación por SMS',
  smsSentTo: 'Ingrese el código que enviamos a su teléfono.',
  verifyCode: 'Código de verificación',
  getCode: 'Obtener código',
  seconds: (n) => `${n} s`,
  confirm: 'Confirmar',
  confirming: 'Confirmando…',
  cancel: 'Cancelar',
  enterAmount: 'Ingrese el monto a pagar',
  keyboardDone: 'Listo',
  keyboardClose: 'Cerrar teclado',
  keyboardBackspace: 'Borrar',
  amountKeyboard: 'Teclado de monto',
  paid: 'Pago enviado',
  earlierPayment: ({ amount, time, day }) =>
    `Un pago con tarjeta de ${amount} para este préstamo se envió ${day ? `el ${day} ` : ''}a las ${time} y no recibimos respuesta. Revise su préstamo antes de pagar de nuevo.`,
  viewMyLoan: 'Ver mi préstamo',
  payAgain: 'Ya revisé mi préstamo y quiero pagar de nuevo',
  bindTitle: 'Vincular tarjeta',
  cardNumber: 'Número de tarjeta',
  cardNumberPlaceholder: '0000 0000 0000 0000',
  bankName: 'Banco',
  chooseBank: 'Seleccione su banco',
  bind: 'Vincular',
  binding: 'Vinculando…',
  bound: 'Tarjeta vinculada',
  boundNote: 'Ya puede usar esta tarjeta para pagar.',
  badCardNumber: 'Ingrese un número de tarjeta válido',
  bankRequired: 'Seleccione su banco',
};

export const en: CardPack = {
  cardRepayTitle: 'Repay by card',
  amountLabel: 'Repayment amount',
  editAmount: (amount) => `Repayment amount ${amount}, tap to change it`,
  chooseCardTitle: 'Payment card',
  noCards: 'You have no linked cards.',
  retryCards: 'Retry',
  pay: 'Pay',
  paying: 'Paying…',
  payOnline: 'Pay online',
  smsTitle: 'SMS verification',
  smsSentTo: 'Enter the code we sent to your phone.',
  verifyCode: 'Verification code',
  getCode: 'Get code',
  seconds: (n) => `${n} s`,
  confirm: 'Confirm',
  confirming: 'Confirming…',
  cancel: 'Cancel',
  enterAmount: 'Enter the amount to repay',
  keyboardDone: 'Done',
  keyboardClose: 'Close keyboard',
  keyboardBackspace: 'Delete',
  amountKeyboard: 'Amount keyboard',
  paid: 'Payment sent',
  earlierPayment: ({ amount, time, day }) =>
    `A card payment of ${amount} for this loan was sent ${day ? `on ${day} ` : ''}at ${time} and no answer came. Check your loan before paying again.`,
  viewMyLoan: 'View my loan',
  payAgain: 'I have checked my loan and want to pay again',
  bindTitle: 'Link a card',
  cardNumber: 'Card number',
  cardNumberPlaceholder: '0000 0000 0000 0000',
  bankName: 'Bank',
  chooseBank: 'Choose your bank',
  bind: 'Link card',
  binding: 'Linking…',
  bound: 'Card linked',
  boundNote: 'You can now repay with this card.',
  badCardNumber: 'Enter a valid card number',
  bankRequired: 'Choose your bank',
};
