/**
 * Labels of the payments that act, reminders, last-known data and the fraud notice (beyond the
 * spec, issue 20) in both markets. The fraud notice is written as the issue gives it.
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
  /* calendar */
  addToCalendar: string;
  addNewDateToCalendar: string;
  calendarSummary: (product: string, amount: string) => string;
  calendarDescription: (amount: string, date: string, orderId: string) => string;
  calendarAlarm: (amount: string) => string;
  calendarFile: string;
  /* last-known data */
  asOf: (time: string) => string;
  offlineNote: string;
  payOffline: string;
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
  calendarSaved: string;
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
  addToCalendar: 'Add to calendar',
  addNewDateToCalendar: 'Add the new date to calendar',
  calendarSummary: (product, amount) => `Repay ${amount}${product ? ` · ${product}` : ''}`,
  calendarDescription: (amount, date, orderId) =>
    `Your repayment of ${amount} is due on ${date} (order ${orderId}). Pay in the app to avoid late fees.`,
  calendarAlarm: (amount) => `Your repayment of ${amount} is due tomorrow`,
  calendarFile: 'repayment-reminder',
  asOf: (time) => `as of ${time}`,
  offlineNote: 'You are offline. This is the last information we loaded.',
  payOffline: 'Ways to pay',
  fraudNotice: 'We never ask for your SMS code; pay only to the accounts shown here.',
  escalationTitle: 'Not resolved? Escalate your complaint',
  escalationPhone: 'Phone',
  escalationEmail: 'E-mail',
  escalationWeb: 'Website',
  paymentNeedsNetwork: 'Paying needs an internet connection. Connect and try again.',
  voucherSaved: 'Voucher saved',
  voucherShared: 'Voucher shared',
  calendarSaved: 'Reminder saved: open the file to add it to your calendar',
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
  addToCalendar: 'Agregar al calendario',
  addNewDateToCalendar: 'Agregar la nueva fecha al calendario',
  calendarSummary: (product, amount) => `Pagar ${amount}${product ? ` · ${product}` : ''}`,
  calendarDescription: (amount, date, orderId) =>
    `Su pago de ${amount} vence el ${date} (pedido ${orderId}). Pague en la app para evitar cargos moratorios.`,
  calendarAlarm: (amount) => `Mañana vence su pago de ${amount}`,
  calendarFile: 'recordatorio-pago',
  asOf: (time) => `al ${time}`,
  offlineNote: 'Sin conexión. Esta es la última información que cargamos.',
  payOffline: 'Formas de pago',
  fraudNotice: 'Nunca le pedimos su código SMS; pague solo a las cuentas que se muestran aquí.',
  escalationTitle: '¿No se resolvió? Escale su reclamación',
  escalationPhone: 'Teléfono',
  escalationEmail: 'Correo electrónico',
  escalationWeb: 'Sitio web',
  paymentNeedsNetwork: 'Para pagar necesita conexión a internet. Conéctese e intente de nuevo.',
  voucherSaved: 'Ficha guardada',
  voucherShared: 'Ficha compartida',
  calendarSaved: 'Recordatorio guardado: abra el archivo para agregarlo a su calendario',
  fileNotSaved: 'No se pudo guardar el archivo. Intente de nuevo.',
};
