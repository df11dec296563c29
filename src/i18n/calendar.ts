/**
 * "Add to calendar" (beyond the spec): the button, the reminder file's texts and its notice, in both
 * markets. Shown on the loan detail, repay and extension screens.
 */
export interface CalendarPack {
  addToCalendar: string;
  addNewDateToCalendar: string;
  calendarSummary: (product: string, amount: string) => string;
  calendarDescription: (amount: string, date: string, orderId: string) => string;
  calendarAlarm: (amount: string) => string;
  calendarFile: string;
  calendarSaved: string;
}

export const en: CalendarPack = {
  addToCalendar: 'Add to calendar',
  addNewDateToCalendar: 'Add the new date to calendar',
  calendarSummary: (product, amount) => `Repay ${amount}${product ? ` · ${product}` : ''}`,
  calendarDescription: (amount, date, orderId) =>
    `Your repayment of ${amount} is due on ${date} (order ${orderId}). Pay in the app to avoid late fees.`,
  calendarAlarm: (amount) => `Your repayment of ${amount} is due tomorrow`,
  calendarFile: 'repayment-reminder',
  calendarSaved: 'Reminder saved: open the file to add it to your calendar',
};

export const es: CalendarPack = {
  addToCalendar: 'Agregar al calendario',
  addNewDateToCalendar: 'Agregar la nueva fecha al calendario',
  calendarSummary: (product, amount) => `Pagar ${amount}${product ? ` · ${product}` : ''}`,
  calendarDescription: (amount, date, orderId) =>
    `Su pago de ${amount} vence el ${date} (pedido ${orderId}). Pague en la app para evitar cargos moratorios.`,
  calendarAlarm: (amount) => `Mañana vence su pago de ${amount}`,
  calendarFile: 'recordatorio-pago',
  calendarSaved: 'Recordatorio guardado: abra el archivo para agregarlo a su calendario',
};
