/**
 * Labels of the payments that act (UPI, SPEI, the cash voucher), the fraud notice (beyond the spec,
 * issue 20, written as the issue gives it) and the escalation contacts, in both markets. The calendar
 * reminder (calendar.ts) and last-known data (lastKnown.ts) have packs of their own: the loan detail
 * page shows those two and none of these.
 */
export interface PaymentsPack {
  /* UPI (India) */
  payWithUpi: string;
  upiId: string;
  showQr: string;
  hideQr: string;
  qrTitle: string;
  qrAlt: (amount: string, payee: string) => string;
  upiNote: (orderId: string) => string;
  /* SPEI (Mexico) */
  clabe: string;
  beneficiary: string;
  bank: string;
  copyValue: (what: string) => string;
  /* cash voucher */
  saveVoucher: string;
  voucherTitle: string;
  voucherAmount: string;
  voucherReference: string;
  validUntil: string;
  voucherFile: string;
  /* fraud notice and escalation */
  fraudNotice: string;
  escalationTitle: string;
  escalationPhone: string;
  escalationEmail: string;
  escalationWeb: string;
  /* notices */
  paymentNeedsNetwork: string;
  voucherSaved: string;
  voucherShared: string;
  fileNotSaved: string;
}

export const en: PaymentsPack = {
  payWithUpi: 'Pay with UPI',
  upiId: 'UPI ID',
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  qrTitle: 'Scan with any UPI app to pay from another phone',
  qrAlt: (amount, payee) => `UPI QR code: pay ${amount} to ${payee}`,
  upiNote: (orderId) => `Loan repayment ${orderId}`,
  clabe: 'CLABE',
  beneficiary: 'Beneficiary',
  bank: 'Bank',
  copyValue: (what) => `Copy ${what}`,
  saveVoucher: 'Save / share voucher',
  voucherTitle: 'Payment voucher',
  voucherAmount: 'Amount to pay',
  voucherReference: 'Reference',
  validUntil: 'Valid until',
  voucherFile: 'voucher',
  fraudNotice: 'We never ask for your SMS code; pay only to the accounts shown here.',
  escalationTitle: 'Not resolved? Escalate your complaint',
  escalationPhone: 'Phone',
  escalationEmail: 'E-mail',
  escalationWeb: 'Website',
  paymentNeedsNetwork: 'Paying needs an internet connection. Connect and try again.',
  voucherSaved: 'Voucher saved',
  voucherShared: 'Voucher shared',
  fileNotSaved: 'The file could not be saved. Please try again.',
};

export const es: PaymentsPack = {
  payWithUpi: 'Pagar con UPI',
  upiId: 'ID de UPI',
  showQr: 'Mostrar código QR',
  hideQr: 'Ocultar código QR',
  qrTitle: 'Escanee con cualquier app de UPI para pagar desde otro teléfono',
  qrAlt: (amount, payee) => `Código QR de UPI: pagar ${amount} a ${payee}`,
  upiNote: (orderId) => `Pago de préstamo ${orderId}`,
  clabe: 'CLABE',
  beneficiary: 'Beneficiario',
  bank: 'Banco',
  copyValue: (what) => `Copiar ${what}`,
  saveVoucher: 'Guardar / compartir ficha',
  voucherTitle: 'Ficha de pago',
  voucherAmount: 'Monto a pagar',
  voucherReference: 'Referencia',
  validUntil: 'Vence',
  voucherFile: 'ficha',
  fraudNotice: 'Nunca le pedimos su código SMS; pague solo a las cuentas que se muestran aquí.',
  escalationTitle: '¿No se resolvió? Escale su reclamación',
  escalationPhone: 'Teléfono',
  escalationEmail: 'Correo electrónico',
  escalationWeb: 'Sitio web',
  paymentNeedsNetwork: 'Para pagar necesita conexión a internet. Conéctese e intente de nuevo.',
  voucherSaved: 'Ficha guardada',
  voucherShared: 'Ficha compartida',
  fileNotSaved: 'No se pudo guardar el archivo. Intente de nuevo.',
};
