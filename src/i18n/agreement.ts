/**
 * Labels of the two loan agreements (the promissory note and the instalment agreement), in both
 * markets. Apart from the loan pack, so that the confirm and loan detail pages do not download the
 * agreements' texts. Contract figures are the SPEC §9 constants.
 */
import { CONTRACT_TERMS } from './contractTerms';

export interface AgreementPack {
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

export const en: AgreementPack = {
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

export const es: AgreementPack = {
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
