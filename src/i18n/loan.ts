/**
 * Labels of the loan screens (confirm, loan detail, rating, products, repay-or-defer) and of the two
 * loan agreements, in both markets. Literal spec texts stay in MSG; shared market labels (apply
 * now, repay, borrow again...) come from the common pack. Contract figures are the SPEC §9 constants.
 */

/** SPEC §9 contract text constants, written once for both agreements and both markets. */
export const CONTRACT_TERMS = {
  annualRatePct: '18%',
  dailyInterestPct: '0.0065%',
  vatPct: '16%',
  overduePenaltyPct: '3%',
} as const;

/** SPEC §9: a deferred repayment moves the due date by up to this many days. */
export const DEFER_DAYS = 7;

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
  submitFailed: string;
  /** The loan was sent but its detail page could not be opened. */
  sentTitle: string;
  sentText: string;
  seeLoan: string;
  closePage: string;
  reloadTitle: string;
  reloadMessage: string;
  countdown: (seconds: number) => string;
  productLogo: (name: string) => string;
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
  /* products */
  productsTitle: string;
  productTitle: string;
  upTo: string;
  termDays: (n: string | number) => string;
  view: string;
  viewProduct: (name: string) => string;
  noProducts: string;
  productMissing: string;
  allProducts: string;
  /* repay or defer */
  choiceTitle: string;
  choiceText: string;
  repayNow: string;
  repayNowHint: string;
  defer: string;
  deferHint: string;
  /* agreements */
  noteTitle: string;
  periodTitle: string;
  contractFields: {
    username: string;
    productName: string;
    mount: string;
    daiDate: string;
    planDate: string;
    contractAmount: string;
    commission: string;
    Interest: string;
    IVA: string;
    giveAmount: string;
    userAddress: string;
    contractDate: string;
    company: string;
    userName: string;
  };
  noteIntro: (borrower: string, lender: string) => string;
  termsTitle: string;
  terms: string[];
  planTitle: string;
  planColumns: { title: string; amount: string; time: string };
  noPlan: string;
  lender: string;
  borrower: string;
}

const T = CONTRACT_TERMS;

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
  submitFailed: 'The application could not be sent. Please try again.',
  sentTitle: 'Your application was sent',
  sentText: 'We received your loan application. Its details could not be opened here; you can follow it in your loans.',
  seeLoan: 'See my loan',
  closePage: 'Close',
  reloadTitle: 'Updating your offer',
  reloadMessage: 'We are updating your offer, please wait.',
  countdown: (s) => `${s} seconds left`,
  productLogo: (name) => `${name} logo`,
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
  productsTitle: 'Recommended for you',
  productTitle: 'Product',
  upTo: 'Up to',
  termDays: (n) => `${n} days`,
  view: 'View',
  viewProduct: (name) => `View ${name}`,
  noProducts: 'No products are available right now.',
  productMissing: 'This product is not available.',
  allProducts: 'See all products',
  choiceTitle: 'Repay now or later?',
  choiceText: `Repay your loan now, or defer the repayment by up to ${DEFER_DAYS} days.`,
  repayNow: 'Repay now',
  repayNowHint: 'Pay the amount due and close your loan.',
  defer: 'Defer repayment',
  deferHint: `Pay the extension fee and move your due date by up to ${DEFER_DAYS} days.`,
  noteTitle: 'Promissory note',
  periodTitle: 'Instalment loan agreement',
  contractFields: {
    username: 'Borrower',
    productName: 'Product',
    mount: 'Loan amount',
    daiDate: 'Lender payment date',
    planDate: 'Borrower repayment date',
    contractAmount: 'Contract amount',
    commission: 'Commission',
    Interest: 'Interest',
    IVA: 'VAT',
    giveAmount: 'Amount received',
    userAddress: 'Borrower address',
    contractDate: 'Contract date',
    company: 'Lender',
    userName: 'Signed by',
  },
  noteIntro: (borrower, lender) =>
    `I, ${borrower}, unconditionally promise to pay to the order of ${lender} the contract amount below, on the repayment date below, under the following terms.`,
  termsTitle: 'Terms',
  terms: [
    `Annual interest rate: ${T.annualRatePct}, charged as ${T.dailyInterestPct} of the loan amount per day.`,
    `VAT: ${T.vatPct} of the sum of interest and commission.`,
    `Overdue penalty: ${T.overduePenaltyPct} of the loan amount for each day the repayment is late.`,
    'The commission and its VAT are deducted from the loan amount at disbursal; the contract amount is the loan amount plus interest.',
  ],
  planTitle: 'Repayment plan',
  planColumns: { title: 'Instalment', amount: 'Amount', time: 'Due date' },
  noPlan: 'This loan is repaid in a single payment on the repayment date.',
  lender: 'Lender',
  borrower: 'Borrower',
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
  submitFailed: 'No se pudo enviar la solicitud. Inténtelo de nuevo.',
  sentTitle: 'Su solicitud fue enviada',
  sentText: 'Recibimos su solicitud de préstamo. Su detalle no se pudo abrir aquí; puede seguirla en sus préstamos.',
  seeLoan: 'Ver mi préstamo',
  closePage: 'Cerrar',
  reloadTitle: 'Actualizando su oferta',
  reloadMessage: 'Estamos actualizando su oferta, espere por favor.',
  countdown: (s) => `Quedan ${s} segundos`,
  productLogo: (name) => `Logotipo de ${name}`,
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
  productsTitle: 'Recomendados para usted',
  productTitle: 'Producto',
  upTo: 'Hasta',
  termDays: (n) => `${n} días`,
  view: 'Ver',
  viewProduct: (name) => `Ver ${name}`,
  noProducts: 'No hay productos disponibles por ahora.',
  productMissing: 'Este producto no está disponible.',
  allProducts: 'Ver todos los productos',
  choiceTitle: '¿Pagar ahora o después?',
  choiceText: `Pague su préstamo ahora, o difiera el pago hasta ${DEFER_DAYS} días.`,
  repayNow: 'Pagar ahora',
  repayNowHint: 'Pague el monto pendiente y liquide su préstamo.',
  defer: 'Diferir el pago',
  deferHint: `Pague la comisión de prórroga y mueva su fecha de pago hasta ${DEFER_DAYS} días.`,
  noteTitle: 'Pagaré',
  periodTitle: 'Contrato de préstamo en cuotas',
  contractFields: {
    username: 'Acreditado',
    productName: 'Producto',
    mount: 'Monto del préstamo',
    daiDate: 'Fecha de entrega del préstamo',
    planDate: 'Fecha de pago',
    contractAmount: 'Monto del contrato',
    commission: 'Comisión',
    Interest: 'Interés',
    IVA: 'IVA',
    giveAmount: 'Monto recibido',
    userAddress: 'Domicilio del acreditado',
    contractDate: 'Fecha del contrato',
    company: 'Acreditante',
    userName: 'Firma',
  },
  noteIntro: (borrower, lender) =>
    `Yo, ${borrower}, prometo incondicionalmente pagar a la orden de ${lender} el monto del contrato indicado abajo, en la fecha de pago indicada, en los siguientes términos.`,
  termsTitle: 'Términos',
  terms: [
    `Tasa de interés anual: ${T.annualRatePct}, cobrada como ${T.dailyInterestPct} diario sobre el monto del préstamo.`,
    `IVA: ${T.vatPct} de la suma de intereses y comisión.`,
    `Pena por atraso: ${T.overduePenaltyPct} del monto del préstamo por cada día de atraso en el pago.`,
    'La comisión y su IVA se descuentan del monto del préstamo al desembolsarlo; el monto del contrato es el monto del préstamo más los intereses.',
  ],
  planTitle: 'Plan de pagos',
  planColumns: { title: 'Cuota', amount: 'Monto', time: 'Fecha de pago' },
  noPlan: 'Este préstamo se paga en un solo pago en la fecha de pago.',
  lender: 'Acreditante',
  borrower: 'Acreditado',
};
