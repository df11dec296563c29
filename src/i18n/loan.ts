/**
 * Labels of the loan screens (confirm with its reload modal, loan detail with its rating and extension
 * reminder), in both markets. Literal spec texts stay in MSG; shared market labels (apply now, repay,
 * borrow again, a product's logo...) come from the common pack. The products and repay-or-defer
 * screens have their own pack (products.ts), and so do the agreements (agreement.ts): a first page
 * downloads only its own texts.
 */
import { DEFER_DAYS } from './contractTerms';

export interface LoanPack {
  /* confirm */
  confirmTitle: string;
  instalmentTitle: string;
  disbursalAmount: string;
  dailyRate: string;
  details: string;
  firstPayment: string;
  instalmentPlan: string;
  planSummary: (count: number) => string;
  coupon: string;
  agreementPrefix: string;
  agreementLink: string;
  mustAgree: string;
  submitting: string;
  /** The loan was sent but its detail page could not be opened. */
  sentTitle: string;
  sentText: string;
  seeLoan: string;
  closePage: string;
  reloadTitle: string;
  reloadMessage: string;
  countdown: (seconds: number) => string;
  /* loan detail */
  detailTitle: string;
  statusNames: Record<string, string>;
  unknownStatus: string;
  extension: string;
  reminderTitle: string;
  reminderText: string;
  reminderExtend: string;
  reminderRepay: string;
  close: string;
  viewAgreement: string;
  /* rating */
  ratingTitle: string;
  ratingPrompt: string;
  stars: (n: number) => string;
  send: string;
  sending: string;
  notNow: string;
  thanksTitle: string;
  thanksText: string;
  ok: string;
}

export const en: LoanPack = {
  confirmTitle: 'Confirm your loan',
  instalmentTitle: 'Confirm your instalment loan',
  disbursalAmount: 'Disbursal amount',
  dailyRate: 'Daily interest rate',
  details: 'Loan details',
  firstPayment: 'First repayment date',
  instalmentPlan: 'Instalment plan',
  planSummary: (n) => (n === 1 ? '1 repayment' : `${n} instalments`),
  coupon: 'Coupon',
  agreementPrefix: 'I have read and accept the',
  agreementLink: 'loan agreement',
  mustAgree: 'Tick the box to accept the loan agreement before applying.',
  submitting: 'Sending…',
  sentTitle: 'Your application was sent',
  sentText: 'We received your loan application. Its details could not be opened here; you can follow it in your loans.',
  seeLoan: 'See my loan',
  closePage: 'Close',
  reloadTitle: 'Updating your offer',
  reloadMessage: 'We are updating your offer, please wait.',
  countdown: (s) => `${s} seconds left`,
  detailTitle: 'Loan details',
  statusNames: {
    '21': 'Under review',
    '151': 'Disbursal in progress',
    '110': 'Application rejected',
    '170': 'Payment being verified',
    '174': 'Repayment due',
    '180': 'Overdue',
    '200': 'Paid off',
  },
  unknownStatus: 'Order status',
  extension: 'Extend repayment',
  reminderTitle: 'Extend your repayment?',
  reminderText: `You can extend your due date by up to ${DEFER_DAYS} days by paying the extension fee, before, on or after the due date. Or continue to repay the full amount now.`,
  reminderExtend: 'Go to extension',
  reminderRepay: 'Continue to normal repayment',
  close: 'Close',
  viewAgreement: 'View the loan agreement',
  ratingTitle: 'Rate your experience',
  ratingPrompt: 'How would you rate our service?',
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  send: 'Send',
  sending: 'Sending…',
  notNow: 'Not now',
  thanksTitle: 'Thank you!',
  thanksText: 'Thank you for your rating. We will keep improving our service.',
  ok: 'OK',
};

export const es: LoanPack = {
  confirmTitle: 'Confirme su préstamo',
  instalmentTitle: 'Confirme su préstamo en cuotas',
  disbursalAmount: 'Monto a desembolsar',
  dailyRate: 'Tasa de interés diaria',
  details: 'Detalles del préstamo',
  firstPayment: 'Fecha del primer pago',
  instalmentPlan: 'Plan de cuotas',
  planSummary: (n) => (n === 1 ? '1 pago' : `${n} cuotas`),
  coupon: 'Cupón',
  agreementPrefix: 'He leído y acepto el',
  agreementLink: 'contrato de préstamo',
  mustAgree: 'Marque la casilla para aceptar el contrato antes de solicitar.',
  submitting: 'Enviando…',
  sentTitle: 'Su solicitud fue enviada',
  sentText: 'Recibimos su solicitud de préstamo. Su detalle no se pudo abrir aquí; puede seguirla en sus préstamos.',
  seeLoan: 'Ver mi préstamo',
  closePage: 'Cerrar',
  reloadTitle: 'Actualizando su oferta',
  reloadMessage: 'Estamos actualizando su oferta, espere por favor.',
  countdown: (s) => `Quedan ${s} segundos`,
  detailTitle: 'Detalle del préstamo',
  statusNames: {
    '21': 'En revisión',
    '151': 'Desembolso en proceso',
    '110': 'Solicitud rechazada',
    '170': 'Pago en verificación',
    '174': 'Pendiente de pago',
    '180': 'Vencido',
    '200': 'Liquidado',
  },
  unknownStatus: 'Estado del pedido',
  extension: 'Diferir el pago',
  reminderTitle: '¿Desea diferir su pago?',
  reminderText: `Puede mover su fecha de pago hasta ${DEFER_DAYS} días pagando la comisión de prórroga, antes, durante o después del vencimiento. O continúe y pague el monto completo ahora.`,
  reminderExtend: 'Ir al pago diferido',
  reminderRepay: 'Continuar con el pago normal',
  close: 'Cerrar',
  viewAgreement: 'Ver el contrato de préstamo',
  ratingTitle: 'Califique su experiencia',
  ratingPrompt: '¿Cómo califica nuestro servicio?',
  stars: (n) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  send: 'Enviar',
  sending: 'Enviando…',
  notNow: 'Ahora no',
  thanksTitle: '¡Gracias!',
  thanksText: 'Gracias por su calificación. Seguiremos mejorando nuestro servicio.',
  ok: 'Aceptar',
};
