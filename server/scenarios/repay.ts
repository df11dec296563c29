/**
 * Repayment, in the market of the call: the channels offered for paying an order (Mexico: SPEI
 * transfer, OXXO barcode, 7-Eleven reference, Dragonpay online; India: UPI, NEFT/IMPS transfer,
 * cash at partner stores with a barcode, net banking), the instruction page of each channel, the
 * extension (delay) offer and the bank cards of the legacy card repay. The payee is the lender of
 * the runtime config (server/identity.ts).
 */
import { barcodeUrl } from '../barcode';
import { isoDate, money } from '../dates';
import { lenderOf } from '../identity';
import { inMarket, type Market } from '../market';
import { orderFigures, orderRowLabels, type OrderSeed } from './orders';
import { productFace } from './products';

/** Deferred repayment is offered for up to 7 days (SPEC §9). */
const EXTENSION_DAYS = 7;
/** A cash reference is valid until the end of the third day from today. */
const CASH_VALID_DAYS = 3;

interface ChannelSeed {
  logo: string;
  desc: string;
  payCode: string;
  vCode?: string;
  BARcodeImg?: string;
  requestType: number;
  /** CONTRACT "Additions": UPI (India). */
  vpa?: string;
  payeeName?: string;
  /** CONTRACT "Additions": SPEI (Mexico). */
  clabe?: string;
  beneficiary?: string;
  bankName?: string;
  /** CONTRACT "Additions": until when a cash reference is valid. */
  expiresAt?: string;
}
export interface ChannelGroupSeed {
  title: string;
  list: ChannelSeed[];
}

/** The 17 digits of a CLABE and its check digit (weights 3, 7, 1; Banco de México's rule). */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((acc, d, i) => acc + ((Number(d) * weights[i % 3]) % 10), 0);
  return (10 - (sum % 10)) % 10;
}
/** The order's CLABE: bank 646 (STP), plaza 180, an account per order, and its check digit. */
function clabeOf(orderNo: string): string {
  const first17 = `64618015700${orderNo.padStart(6, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}
const storeReference = (prefix: string, orderNo: string) => `${prefix}${orderNo.padStart(10, '0')}`;
const cashExpiry = () => `${isoDate(CASH_VALID_DAYS)} 23:59:59`;

/** The UPI id the lender collects on (invented, a business handle, not a person's). */
const UPI_VPA = 'agilcredit.repay@okaxis';
/** The virtual account number a NEFT/IMPS transfer is credited to, per order. */
const virtualAccount = (orderNo: string) => `2223330${orderNo.padStart(9, '0')}`;
/** IFSC of the collection account (invented, in the IFSC format). */
const COLLECTION_IFSC = 'YESB0AGIL01';

function mexicoChannels(orderNo: string): ChannelGroupSeed[] {
  const lender = lenderOf('es-MX');
  const clabe = clabeOf(orderNo);
  // Each barcode encodes the very reference printed beside it (CONTRACT.md, Markets).
  const oxxoReference = storeReference('9300', orderNo);
  return [
    {
      title: 'Transferencia bancaria',
      list: [
        {
          logo: '/img/logo-spei.svg',
          desc: 'Transferencia SPEI desde la app de su banco',
          payCode: 'SPEI',
          vCode: clabe,
          clabe,
          beneficiary: lender.legalName,
          bankName: 'STP',
          requestType: 1,
        },
      ],
    },
    {
      title: 'Tiendas de conveniencia',
      list: [
        {
          logo: '/img/logo-oxxo.svg',
          desc: 'Pago en efectivo en tiendas OXXO',
          payCode: 'OXXO',
          vCode: oxxoReference,
          BARcodeImg: barcodeUrl(oxxoReference),
          expiresAt: cashExpiry(),
          requestType: 2,
        },
        {
          logo: '/img/logo-7eleven.svg',
          desc: 'Pago en efectivo en 7-Eleven',
          payCode: '7ELEVEN',
          vCode: storeReference('7100', orderNo),
          expiresAt: cashExpiry(),
          requestType: 2,
        },
      ],
    },
    {
      title: 'Pago en línea',
      list: [
        {
          logo: '/img/logo-dragonpay.svg',
          desc: 'Dragonpay: banca en línea y billeteras electrónicas',
          payCode: 'DRAGONPAY',
          requestType: 3,
        },
      ],
    },
  ];
}

function indiaChannels(orderNo: string): ChannelGroupSeed[] {
  const lender = lenderOf('en-IN');
  const cashReference = storeReference('8800', orderNo);
  return [
    {
      title: 'UPI',
      list: [
        {
          logo: '/img/logo-upi.svg',
          desc: 'UPI: pay from any UPI app (Google Pay, PhonePe, Paytm, BHIM)',
          payCode: 'UPI',
          vCode: `AGC${orderNo.padStart(10, '0')}`,
          vpa: UPI_VPA,
          payeeName: lender.legalName,
          requestType: 1,
        },
      ],
    },
    {
      title: 'Bank transfer',
      list: [
        {
          logo: '/img/logo-neft.svg',
          desc: `NEFT / IMPS transfer to your repayment account (IFSC ${COLLECTION_IFSC})`,
          payCode: 'IMPS',
          vCode: virtualAccount(orderNo),
          requestType: 1,
        },
      ],
    },
    {
      title: 'Cash',
      list: [
        {
          logo: '/img/logo-cash-in.svg',
          desc: 'Cash at a partner store near you',
          payCode: 'CASH',
          vCode: cashReference,
          BARcodeImg: barcodeUrl(cashReference),
          expiresAt: cashExpiry(),
          requestType: 2,
        },
      ],
    },
    {
      title: 'Net banking',
      list: [
        {
          logo: '/img/logo-netbanking.svg',
          desc: 'Net banking: SBI, HDFC Bank, ICICI Bank, Axis Bank and more',
          payCode: 'NETBANKING',
          // The biller reference the bank's bill payment asks for.
          vCode: storeReference('5500', orderNo),
          requestType: 3,
        },
      ],
    },
  ];
}

export function channelGroups(orderNo: string, market: Market): ChannelGroupSeed[] {
  return market === 'en-IN' ? indiaChannels(orderNo) : mexicoChannels(orderNo);
}

/** `count` channels in groups of 50, for the performance tests of long channel lists. */
export function bulkChannelGroups(orderNo: string, count: number, market: Market): ChannelGroupSeed[] {
  const t = inMarket(market, {
    'es-MX': { group: 'Canales de pago', branch: 'sucursal' },
    'en-IN': { group: 'Payment channels', branch: 'branch' },
  });
  const templates = channelGroups(orderNo, market).flatMap((g) => g.list);
  const groups: ChannelGroupSeed[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 50 === 0) groups.push({ title: `${t.group} ${groups.length + 1}`, list: [] });
    const c = templates[i % templates.length];
    groups[groups.length - 1].list.push({ ...c, desc: `${c.desc} · ${t.branch} ${i + 1}` });
  }
  return groups;
}

const PLAN_TEXTS = {
  'es-MX': {
    instalment: 'Cuota',
    interest: 'Interés',
    notice:
      'Después de pagar, el estado de su pedido se actualizará en un máximo de 30 minutos. Conserve su comprobante.',
  },
  'en-IN': {
    instalment: 'Instalment',
    interest: 'Interest',
    notice: 'After you pay, your order status updates within 30 minutes. Keep your payment receipt.',
  },
};

/** loan-play-detail: what is due now and how to pay it. */
export function repaymentPlan(order: OrderSeed, groups: ChannelGroupSeed[], market: Market) {
  const f = orderFigures(order);
  const t = inMarket(market, PLAN_TEXTS);
  const rows = orderRowLabels(market);
  const instalment = f.product.instalments > 1;
  return {
    repayAmount: f.dueAmount,
    repayDate: f.dueDate || isoDate(0),
    ...productFace(f.product, market),
    detail: [
      { text: rows.orderNo, value: order.orderNo },
      { text: rows.amount, value: money(f.product.amount) },
      { text: instalment ? t.instalment : rows.term, value: instalment ? f.plan[0].title : f.product.term },
      { text: t.interest, value: money(f.interest) },
      { text: rows.penalty, value: money(f.penalty) },
    ],
    repayList: groups,
    noticeMsg: t.notice,
  };
}

const EXTENSION_TEXTS = {
  'es-MX': {
    reviewer: (days: number) => `Extensión de ${days} días`,
    feeTitle: 'Cargo por extensión',
    feeRemark: 'Intereses y cargos moratorios a la fecha; se paga hoy',
    dueTitle: 'Nuevo vencimiento',
    dueRemark: 'Capital e intereses pendientes',
    notice: 'La extensión se aplica en cuanto se confirma el pago del cargo.',
    note: 'Puede solicitar la extensión antes, durante o después de la fecha de vencimiento. El plazo se extiende por el mismo periodo.',
  },
  'en-IN': {
    reviewer: (days: number) => `${days}-day extension`,
    feeTitle: 'Extension fee',
    feeRemark: 'Interest and late fees to date; paid today',
    dueTitle: 'New due date',
    dueRemark: 'Outstanding principal and interest',
    notice: 'The extension applies as soon as the fee payment is confirmed.',
    note: 'You can extend before, on or after the due date. The term is extended by the same period.',
  },
};

/**
 * loan-play-delay-detail: the 7-day extension; its fee is the interest accrued plus penalties. The 7
 * days run from the due date, or from today when that has passed: a loan due in 3 days extended by "7
 * days" is due 10 days from now, not 7.
 */
export function extensionOffer(order: OrderSeed, groups: ChannelGroupSeed[], market: Market) {
  const f = orderFigures(order);
  const t = inMarket(market, EXTENSION_TEXTS);
  const fee = Math.round(f.interest / Math.max(1, f.product.instalments)) + f.penalty;
  const newDueDate = isoDate(Math.max(0, order.dueOffset ?? 0) + EXTENSION_DAYS);
  return {
    ...productFace(f.product, market),
    delayInfo: { reviewer: t.reviewer(EXTENSION_DAYS), delayAmount: fee, delayTime: newDueDate },
    repayPlan: [
      { title: t.feeTitle, amount: fee, remark: t.feeRemark, time: isoDate(0) },
      { title: t.dueTitle, amount: f.dueAmount - f.penalty, remark: t.dueRemark, time: newDueDate },
    ],
    repayList: groups,
    noticeMsg: t.notice,
    note: t.note,
  };
}

interface Steps {
  title: string;
  des: string;
  steps: string[];
}

const MEXICO_STEPS: Record<string, Steps> = {
  SPEI: {
    title: 'Transferencia SPEI',
    des: 'Transfiera el monto exacto a la cuenta CLABE indicada. El pago se acredita en minutos.',
    steps: [
      'Abra la app o banca en línea de su banco.',
      'Elija "Transferir" y agregue la cuenta CLABE de referencia.',
      'Ingrese el monto exacto y confirme la transferencia.',
      'Guarde el comprobante hasta ver su pago reflejado.',
    ],
  },
  OXXO: {
    title: 'Pago en OXXO',
    des: 'Muestre el código de barras o dicte la referencia en caja. Comisión de la tienda: $12.00.',
    steps: [
      'Acuda a cualquier tienda OXXO.',
      'Indique en caja que desea hacer un pago de servicio "OXXO Pay".',
      'Muestre el código de barras o dicte el número de referencia.',
      'Pague en efectivo el monto exacto y conserve su ticket.',
    ],
  },
  '7ELEVEN': {
    title: 'Pago en 7-Eleven',
    des: 'Dicte el número de referencia en caja y pague en efectivo.',
    steps: [
      'Acuda a cualquier tienda 7-Eleven.',
      'Dicte el número de referencia al cajero.',
      'Pague el monto exacto y conserve su ticket.',
    ],
  },
  DRAGONPAY: {
    title: 'Pago con Dragonpay',
    des: 'Pague desde su banca en línea o billetera electrónica a través de Dragonpay.',
    steps: [
      'Inicie sesión en su banca en línea o billetera electrónica.',
      'Elija Dragonpay como comercio e ingrese el número de referencia.',
      'Confirme el pago por el monto exacto.',
    ],
  },
};

const INDIA_STEPS: Record<string, Steps> = {
  UPI: {
    title: 'Pay with UPI',
    des: 'Pay the exact amount to our UPI ID from any UPI app. The payment is credited instantly.',
    steps: [
      'Open Google Pay, PhonePe, Paytm, BHIM or your bank’s UPI app.',
      `Choose "Pay to UPI ID" and enter ${UPI_VPA}.`,
      'Enter the exact amount and put the reference number in the note.',
      'Approve with your UPI PIN and keep the transaction ID.',
    ],
  },
  IMPS: {
    title: 'NEFT / IMPS bank transfer',
    des: `Transfer the exact amount to the account number shown, IFSC ${COLLECTION_IFSC}. IMPS is credited in minutes, NEFT within 2 hours.`,
    steps: [
      'Open your bank’s app or net banking (SBI, HDFC Bank, ICICI Bank, Axis Bank…).',
      `Add a beneficiary with the account number shown and IFSC ${COLLECTION_IFSC}.`,
      'Send the exact amount by IMPS or NEFT.',
      'Keep the transaction reference (UTR) until the payment shows.',
    ],
  },
  CASH: {
    title: 'Cash at a partner store',
    des: 'Show the barcode or read out the reference at the counter. Store fee: ₹15.',
    steps: [
      'Visit any partner store (kirana or mobile recharge shop) showing our sign.',
      'Tell the cashier you want to pay a loan instalment.',
      'Show the barcode or read out the reference number.',
      'Pay the exact amount in cash and keep the printed receipt.',
    ],
  },
  NETBANKING: {
    title: 'Pay by net banking',
    des: 'Pay from your bank account through net banking: SBI, HDFC Bank, ICICI Bank, Axis Bank and other banks.',
    steps: [
      'Log in to your bank’s net banking.',
      'Choose "Bill payments" and add Agil Credit as a biller with your reference number.',
      'Confirm the payment for the exact amount.',
    ],
  },
};

const INSTRUCTION_TEXTS = {
  'es-MX': {
    steps: MEXICO_STEPS,
    howTo: 'Cómo pagar',
    important: 'Importante',
    importantLines: [
      'Pague el monto exacto; los pagos parciales no liquidan la cuota.',
      'El pago puede tardar hasta 30 minutos en reflejarse.',
    ],
    proof: 'Envíe su comprobante si su pago no se refleja en 24 horas',
    receipt: '/img/receipt-sample.svg',
  },
  'en-IN': {
    steps: INDIA_STEPS,
    howTo: 'How to pay',
    important: 'Important',
    importantLines: [
      'Pay the exact amount; a part payment does not settle the instalment.',
      'The payment can take up to 30 minutes to show.',
    ],
    proof: 'Send your receipt if your payment does not show within 24 hours',
    receipt: '/img/receipt-sample-in.svg',
  },
};

/** The pay codes a market offers (generate-vcode refuses the others). */
export const knownPayCodes = (market: Market) => Object.keys(inMarket(market, INSTRUCTION_TEXTS).steps);

/** generate-vcode: the instruction page of one channel for one order. */
export function paymentInstruction(orderNo: string, payCode: string, amount: number, market: Market) {
  const t = inMarket(market, INSTRUCTION_TEXTS);
  const lender = lenderOf(market);
  const channel = channelGroups(orderNo, market)
    .flatMap((g) => g.list)
    .find((c) => c.payCode === payCode);
  const steps = t.steps[payCode];
  const reference = channel?.vCode ?? storeReference('5500', orderNo);
  return {
    topLogo: channel?.logo ?? lender.logo,
    repayDetail: {
      amount,
      repayTitle: steps.title,
      repayDes: steps.des,
      // The code image is the barcode of the reference printed beside it.
      repayCode: barcodeUrl(reference),
      vCode: reference,
      companyName: lender.legalName,
    },
    dataList: [
      { title: t.howTo, content: steps.steps },
      { title: t.important, content: [...t.importantLines] },
    ],
    imgList: [{ title: t.proof, eMail: lender.paymentsEmail, content: [t.receipt] }],
    bottomLogo: lender.logo,
  };
}

/** The cards the legacy card repay offers, per market; `directPay` cards pay without an SMS step. */
export interface BankCardSeed {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
  market: Market;
  directPay?: boolean;
}
export const VERIFY_CODE = '123456';

export function seedBankCards(): BankCardSeed[] {
  return [
    { id: 1, bankName: 'BBVA México', cardNo: '4152313412345678', bankCode: 'BBVA', market: 'es-MX' },
    { id: 2, bankName: 'Banorte', cardNo: '5204165512349876', bankCode: 'BANORTE', market: 'es-MX' },
    {
      id: 3,
      bankName: 'Santander',
      cardNo: '5579070087654321',
      bankCode: 'SANTANDER',
      market: 'es-MX',
      directPay: true,
    },
    { id: 4, bankName: 'State Bank of India', cardNo: '6522123456789012', bankCode: 'SBI', market: 'en-IN' },
    { id: 5, bankName: 'HDFC Bank', cardNo: '4386280012345678', bankCode: 'HDFC', market: 'en-IN' },
    { id: 6, bankName: 'ICICI Bank', cardNo: '5241940087654321', bankCode: 'ICICI', market: 'en-IN', directPay: true },
  ];
}

/** A card as repayment-way lists it (without the server's own bookkeeping). */
export const listedCard = ({ id, bankName, cardNo, bankCode }: BankCardSeed) => ({ id, bankName, cardNo, bankCode });
