/**
 * The cost sheet's words (issue 20) in both markets: the Key Facts Statement (India, English) and the
 * carátula (Mexico, Spanish). The figure line itself is in cost.ts. Figures arrive as text already
 * rounded; amounts arrive formatted with the market's currency.
 */
import type { CostProblem } from '../../store/cost';

/** The computation with its numbers, as the sheet's illustration line states it. */
export type Illustration =
  | {
      kind: 'apr';
      periodicRate: string;
      periodsPerYear: string;
      period: { months: string } | { days: string };
      figure: string;
    }
  | { kind: 'cat'; received: string; figure: string; basis: 'months' | 'days' };

export interface CostSheetPack {
  sheetTitle: string;
  sheetIntro: string;
  offerOf: (product: string) => string;
  amountsTitle: string;
  loanAmount: string;
  received: string;
  upfront: string;
  totalRepay: string;
  costOfCredit: string;
  quotedChargesTitle: string;
  flowsTitle: string;
  flowColumns: { date: string; item: string; amount: string };
  disbursal: string;
  instalment: (n: number) => string;
  figureTitle: string;
  howTitle: string;
  method: string;
  illustration: (i: Illustration) => string;
  lenderFigure: string;
  /** Under a figure computed here (the lender quoted none): how, and in Mexico that it counts the VAT. */
  computedFigure: string;
  loanDateAssumed: (date: string) => string;
  receivedAssumed: string;
  problems: Record<CostProblem, string>;
  coolingOffTitle: string;
  coolingOff: (days: number) => string;
  grievanceTitle: string;
  grievanceName: string;
  grievancePhone: string;
  grievanceEmail: string;
  print: string;
  download: string;
  /** The downloaded file's name. */
  fileName: string;
  backToOffer: string;
}

export const en: CostSheetPack = {
  sheetTitle: 'Key Facts Statement',
  sheetIntro: 'The key facts of this loan offer, to read before you sign.',
  offerOf: (product) => `Offer: ${product}`,
  amountsTitle: 'Amounts',
  loanAmount: 'Loan amount',
  received: 'Amount you receive (net disbursed amount)',
  upfront: 'Fees and taxes deducted before disbursal',
  totalRepay: 'Total amount to be paid by you',
  costOfCredit: 'Total cost of the loan (paid beyond what you receive)',
  quotedChargesTitle: 'Fees and charges as quoted',
  flowsTitle: 'Repayment schedule and cash flows',
  flowColumns: { date: 'Date', item: 'Item', amount: 'Amount' },
  disbursal: 'You receive',
  instalment: (n) => `Instalment ${n}`,
  figureTitle: 'Annual Percentage Rate (APR)',
  howTitle: 'How the APR is computed',
  method:
    "The APR is the internal rate of return of the cash flows above (what you receive on the disbursal date, and each instalment on its due date) per instalment period, multiplied by the number of such periods in a year, as in the Reserve Bank of India's Key Facts Statement circular of 15 April 2024. It includes the interest and every fee.",
  illustration: (i) => {
    if (i.kind === 'cat') return `CAT ${i.figure}%`;
    const period =
      'months' in i.period
        ? i.period.months === '1'
          ? 'month'
          : `${i.period.months} months`
        : `${i.period.days}-day period`;
    return `APR = ${i.periodicRate}% per ${period} × ${i.periodsPerYear} periods a year = ${i.figure}%`;
  },
  lenderFigure: "This figure is the lender's own; the method above is how it is defined.",
  computedFigure:
    'The lender did not quote its APR: this figure is computed here, by the method above, from the amounts of this offer.',
  loanDateAssumed: (date) => `No disbursal date was quoted: ${date} is used.`,
  receivedAssumed: 'No upfront deduction was quoted: you receive the full loan amount.',
  problems: {
    noPayments: 'The offer has no repayments.',
    noReceived: 'The offer does not say what you receive.',
    badAmount: 'A repayment amount in the offer is not valid.',
    badDate: 'A date in the offer is not valid.',
    paymentBeforeLoan: 'A repayment falls before the disbursal date.',
    noTime: 'Every repayment falls on the disbursal date.',
    paysLessThanReceived: 'The repayments add up to less than what you receive.',
    outOfRange: 'The cost is too high to express as an annual rate.',
  },
  coolingOffTitle: 'Cooling-off / look-up period',
  coolingOff: (days) =>
    `${days === 1 ? '1 day' : `${days} days`} from disbursal, during which you may exit the loan by repaying the principal and the proportionate APR, without any penalty.`,
  grievanceTitle: 'Grievance Redressal Officer',
  grievanceName: 'Name',
  grievancePhone: 'Phone',
  grievanceEmail: 'E-mail',
  print: 'Print',
  download: 'Download',
  fileName: 'key-facts-statement.html',
  backToOffer: 'Back to the offer',
};

export const es: CostSheetPack = {
  sheetTitle: 'Carátula del crédito',
  sheetIntro: 'Los datos clave de esta oferta, para leerlos antes de firmar.',
  offerOf: (product) => `Oferta: ${product}`,
  amountsTitle: 'Montos',
  loanAmount: 'Monto del crédito',
  received: 'Monto que recibes',
  upfront: 'Comisiones e impuestos descontados al inicio',
  totalRepay: 'Monto total a pagar',
  costOfCredit: 'Costo total del crédito (lo que pagas por encima de lo que recibes)',
  quotedChargesTitle: 'Comisiones y cargos cotizados',
  flowsTitle: 'Calendario de pagos y flujos',
  flowColumns: { date: 'Fecha', item: 'Concepto', amount: 'Monto' },
  disbursal: 'Recibes',
  instalment: (n) => `Pago ${n}`,
  figureTitle: 'Costo Anual Total (CAT)',
  howTitle: 'Cómo se calcula el CAT',
  method:
    'El CAT es la tasa anual que iguala lo que recibes con el valor presente de cada pago en su fecha, con el tiempo en años y fracciones de año (meses entre 12, o días entre 365), según la metodología del Banco de México. No incluye el IVA. Se expresa con un decimal.',
  illustration: (i) =>
    i.kind === 'apr'
      ? `APR ${i.figure}%`
      : `${i.received} = Σ pago / (1 + i)^t, con t = ${i.basis === 'months' ? 'meses / 12' : 'días / 365'} → i = CAT = ${i.figure}%`,
  lenderFigure: 'Esta cifra es la del otorgante; la metodología de arriba es como se define.',
  computedFigure:
    'El otorgante no indicó su CAT: esta cifra se calcula aquí con los montos de la oferta, que no separan el IVA de las comisiones ni de los intereses; por eso lo incluye y puede ser mayor que el CAT sin IVA del otorgante.',
  loanDateAssumed: (date) => `La oferta no indica la fecha de disposición: se usa ${date}.`,
  receivedAssumed: 'La oferta no indica descuentos al inicio: recibes el monto completo del crédito.',
  problems: {
    noPayments: 'La oferta no tiene pagos.',
    noReceived: 'La oferta no indica cuánto recibes.',
    badAmount: 'Un monto de pago de la oferta no es válido.',
    badDate: 'Una fecha de la oferta no es válida.',
    paymentBeforeLoan: 'Un pago cae antes de la fecha de disposición.',
    noTime: 'Todos los pagos caen en la fecha de disposición.',
    paysLessThanReceived: 'Los pagos suman menos de lo que recibes.',
    outOfRange: 'El costo es demasiado alto para expresarlo como tasa anual.',
  },
  coolingOffTitle: 'Periodo para cancelar',
  coolingOff: (days) =>
    `Puedes cancelar el contrato dentro de los ${days} días hábiles siguientes a su firma, sin costo ni comisión, si no has utilizado el crédito.`,
  grievanceTitle: 'Unidad Especializada de Atención a Usuarios (UNE)',
  grievanceName: 'Titular',
  grievancePhone: 'Teléfono',
  grievanceEmail: 'Correo electrónico',
  print: 'Imprimir',
  download: 'Descargar',
  fileName: 'caratula-credito.html',
  backToOffer: 'Volver a la oferta',
};
