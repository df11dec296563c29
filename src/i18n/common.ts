/**
 * The two market packs of SPEC §3 (labels shared by the loan screens). `need-pop` 1 selects English
 * with the rupee symbol; 2, absent or anything else selects Spanish with `$`.
 */
export interface CommonPack {
  currency: string;
  loanAmount: string;
  repaymentDate: string;
  loanTerm: string;
  /** A product's logo, as its alternative text. */
  productLogo: (name: string) => string;
  interestRate: string;
  paymentPlan: string;
  agreementAcceptance: string;
  applyNow: string;
  repay: string;
  borrowAgain: string;
  deferredRepayment: string;
  rating: string;
  customerServiceHotline: string;
  customerServiceEmail: string;
  repaymentAmount: string;
  totalAmount: string;
  repaymentPeriod: string;
  bankOrStoreRepayment: string;
  barCode: string;
  copy: string;
  copied: string;
  retry: string;
  loading: string;
  loadFailed: string;
  notFound: string;
  back: string;
  /** A link the app will not open (not on the allowlist, or not a web address). */
  linkRefused: string;
  /** The route error page: a page that could not be downloaded (offline), or that failed to show. */
  offlineTitle: string;
  offlineText: string;
  errorTitle: string;
  errorText: string;
}

export const en: CommonPack = {
  currency: '₹',
  loanAmount: 'Loan amount',
  repaymentDate: 'Repayment date',
  loanTerm: 'Loan term (days)',
  productLogo: (name) => `${name} logo`,
  interestRate: 'Interest rate',
  paymentPlan: 'Payment plan',
  agreementAcceptance: 'I have read and accept the loan agreement',
  applyNow: 'Apply now',
  repay: 'Repay',
  borrowAgain: 'Borrow again',
  deferredRepayment: 'Deferred repayment',
  rating: 'Rate us',
  customerServiceHotline: 'Customer service hotline',
  customerServiceEmail: 'Customer service e-mail',
  repaymentAmount: 'Repayment amount',
  totalAmount: 'Total amount',
  repaymentPeriod: 'Repayment period',
  bankOrStoreRepayment: 'Bank or convenience-store repayment',
  barCode: 'Bar code',
  copy: 'Copy',
  copied: 'Copied',
  retry: 'Retry',
  loading: 'Loading…',
  loadFailed: 'We could not load this page.',
  notFound: 'Page not found',
  back: 'Back',
  linkRefused: 'This link cannot be opened. Please try again later or contact customer service.',
  offlineTitle: 'No connection',
  offlineText: 'This page could not be downloaded. Check your connection and try again.',
  errorTitle: 'Something went wrong',
  errorText: 'An error occurred while showing this page.',
};

export const es: CommonPack = {
  currency: '$',
  loanAmount: 'Monto del préstamo',
  repaymentDate: 'Fecha de pago',
  loanTerm: 'Plazo del préstamo (días)',
  productLogo: (name) => `Logotipo de ${name}`,
  interestRate: 'Tasa de interés',
  paymentPlan: 'Plan de pagos',
  agreementAcceptance: 'He leído y acepto el contrato de préstamo',
  applyNow: 'Solicitar ahora',
  repay: 'Pagar',
  borrowAgain: 'Pedir otra vez',
  deferredRepayment: 'Pago diferido',
  rating: 'Califícanos',
  customerServiceHotline: 'Línea de atención al cliente',
  customerServiceEmail: 'Correo de atención al cliente',
  repaymentAmount: 'Monto a pagar',
  totalAmount: 'Monto total',
  repaymentPeriod: 'Periodo de pago',
  bankOrStoreRepayment: 'Pago en banco o tienda de conveniencia',
  barCode: 'Código de barras',
  copy: 'Copiar',
  copied: 'Copiado',
  retry: 'Reintentar',
  loading: 'Cargando…',
  loadFailed: 'No pudimos cargar esta página.',
  notFound: 'Página no encontrada',
  back: 'Volver',
  linkRefused: 'No se puede abrir este enlace. Inténtelo más tarde o contacte a servicio al cliente.',
  offlineTitle: 'Sin conexión',
  offlineText: 'No se pudo descargar esta página. Revise su conexión e inténtelo de nuevo.',
  errorTitle: 'Algo salió mal',
  errorText: 'Ocurrió un error al mostrar esta página.',
};
