/**
 * Repayment: the channels offered for paying an order (SPEI reference code, OXXO barcode,
 * 7-Eleven reference, Dragonpay online), the instruction page of each channel, the
 * extension (delay) offer and the bank cards of the legacy card repay.
 */
import { isoDate, money } from '../dates';
import { LENDER, orderFigures, type OrderSeed } from './orders';

/** Deferred repayment is offered for up to 7 days (SPEC §9). */
const EXTENSION_DAYS = 7;
const BARCODE_IMAGE = '/img/barcode.svg';
const COMPANY_LOGO = '/img/logo-company.svg';
const PAYMENTS_EMAIL = 'pagos@dineroagil.mx';

interface ChannelSeed {
  logo: string;
  desc: string;
  payCode: string;
  vCode?: string;
  BARcodeImg?: string;
  requestType: number;
}
export interface ChannelGroupSeed {
  title: string;
  list: ChannelSeed[];
}

/** Reference codes are per order, as a payment gateway issues them. */
const clabe = (orderNo: string) => `646180157${orderNo.padStart(9, '0')}`;
const storeReference = (prefix: string, orderNo: string) => `${prefix}${orderNo.padStart(10, '0')}`;

export function channelGroups(orderNo: string): ChannelGroupSeed[] {
  return [
    {
      title: 'Transferencia bancaria',
      list: [
        {
          logo: '/img/logo-spei.svg',
          desc: 'Transferencia SPEI desde la app de su banco',
          payCode: 'SPEI',
          vCode: clabe(orderNo),
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
          vCode: storeReference('9300', orderNo),
          BARcodeImg: BARCODE_IMAGE,
          requestType: 2,
        },
        {
          logo: '/img/logo-7eleven.svg',
          desc: 'Pago en efectivo en 7-Eleven',
          payCode: '7ELEVEN',
          vCode: storeReference('7100', orderNo),
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

/** `count` channels in groups of 50, for the performance tests of long channel lists. */
export function bulkChannelGroups(orderNo: string, count: number): ChannelGroupSeed[] {
  const templates = channelGroups(orderNo).flatMap((g) => g.list);
  const groups: ChannelGroupSeed[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 50 === 0) groups.push({ title: `Canales de pago ${groups.length + 1}`, list: [] });
    const t = templates[i % templates.length];
    groups[groups.length - 1].list.push({ ...t, desc: `${t.desc} · sucursal ${i + 1}` });
  }
  return groups;
}

/** loan-play-detail: what is due now and how to pay it. */
export function repaymentPlan(order: OrderSeed, groups: ChannelGroupSeed[]) {
  const f = orderFigures(order);
  const instalment = f.product.instalments > 1;
  return {
    repayAmount: f.dueAmount,
    repayDate: f.dueDate || isoDate(0),
    productName: f.product.productName,
    productLogo: f.product.productLogo,
    detail: [
      { text: 'Número de pedido', value: order.orderNo },
      { text: 'Monto del préstamo', value: money(f.product.amount) },
      { text: instalment ? 'Cuota' : 'Plazo (días)', value: instalment ? f.plan[0].title : f.product.term },
      { text: 'Interés', value: money(f.interest) },
      { text: 'Cargo moratorio', value: money(f.penalty) },
    ],
    repayList: groups,
    noticeMsg:
      'Después de pagar, el estado de su pedido se actualizará en un máximo de 30 minutos. Conserve su comprobante.',
  };
}

/** loan-play-delay-detail: the 7-day extension; its fee is the interest accrued plus penalties. */
export function extensionOffer(order: OrderSeed, groups: ChannelGroupSeed[]) {
  const f = orderFigures(order);
  const fee = Math.round(f.interest / Math.max(1, f.product.instalments)) + f.penalty;
  const newDueDate = isoDate(EXTENSION_DAYS);
  return {
    productLogo: f.product.productLogo,
    productName: f.product.productName,
    delayInfo: { reviewer: `Extensión de ${EXTENSION_DAYS} días`, delayAmount: fee, delayTime: newDueDate },
    repayPlan: [
      {
        title: 'Cargo por extensión',
        amount: fee,
        remark: 'Intereses y cargos moratorios a la fecha; se paga hoy',
        time: isoDate(0),
      },
      {
        title: 'Nuevo vencimiento',
        amount: f.dueAmount - f.penalty,
        remark: 'Capital e intereses pendientes',
        time: newDueDate,
      },
    ],
    repayList: groups,
    noticeMsg: 'La extensión se aplica en cuanto se confirma el pago del cargo.',
    note: 'Puede solicitar la extensión antes, durante o después de la fecha de vencimiento. El plazo se extiende por el mismo periodo.',
  };
}

const CHANNEL_STEPS: Record<string, { title: string; des: string; steps: string[] }> = {
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

export const knownPayCodes = () => Object.keys(CHANNEL_STEPS);

/** generate-vcode: the instruction page of one channel for one order. */
export function paymentInstruction(orderNo: string, payCode: string, amount: number) {
  const channel = channelGroups(orderNo)
    .flatMap((g) => g.list)
    .find((c) => c.payCode === payCode);
  const steps = CHANNEL_STEPS[payCode];
  return {
    topLogo: channel?.logo ?? COMPANY_LOGO,
    repayDetail: {
      amount,
      repayTitle: steps.title,
      repayDes: steps.des,
      repayCode: BARCODE_IMAGE,
      vCode: channel?.vCode ?? storeReference('5500', orderNo),
      companyName: LENDER,
    },
    dataList: [
      { title: 'Cómo pagar', content: steps.steps },
      {
        title: 'Importante',
        content: [
          'Pague el monto exacto; los pagos parciales no liquidan la cuota.',
          'El pago puede tardar hasta 30 minutos en reflejarse.',
        ],
      },
    ],
    imgList: [
      {
        title: 'Envíe su comprobante si su pago no se refleja en 24 horas',
        eMail: PAYMENTS_EMAIL,
        content: ['/img/receipt-sample.svg'],
      },
    ],
    bottomLogo: COMPANY_LOGO,
  };
}

/** The cards the legacy card repay offers; card 3 is enrolled for payments without an SMS step. */
export interface BankCardSeed {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
}
export const DIRECT_PAY_CARD_ID = '3';
export const VERIFY_CODE = '123456';

export function seedBankCards(): BankCardSeed[] {
  return [
    { id: 1, bankName: 'BBVA México', cardNo: '4152313412345678', bankCode: 'BBVA' },
    { id: 2, bankName: 'Banorte', cardNo: '5204165512349876', bankCode: 'BANORTE' },
    { id: 3, bankName: 'Santander', cardNo: '5579070087654321', bankCode: 'SANTANDER' },
  ];
}
