/**
 * Complaint catalogue and the complaints already on file. Type 1 ("Cobranza", collection)
 * is the one with sub-types and the one blocked on orders whose isShow is not 1.
 */
import { dateTime } from '../dates';
import type { Market } from '../market';

export const COLLECTION_TYPE = 1;
export const MAX_DETAIL_CHARS = 200;
export const MAX_IMAGES = 9;
/** The follow-up score is 1 to 5 stars. */
export const SCORE_RANGE = { min: 1, max: 5 } as const;

/** The catalogue in Spanish: what a filed complaint records as its type (`typeTitle`). */
const problemTypes = [
  { title: 'Cobranza', value: 1 },
  { title: 'Tasas y comisiones', value: 2 },
  { title: 'Pagos y reembolsos', value: 3 },
  { title: 'Desembolso', value: 4 },
  { title: 'Otros', value: 5 },
] as const;

const problemSonTypes = [
  { title: 'Llamadas excesivas', value: 11 },
  { title: 'Lenguaje ofensivo o amenazas', value: 12 },
  { title: 'Contacto a familiares o terceros', value: 13 },
  { title: 'Cobro antes del vencimiento', value: 14 },
] as const;

export const typeTitle = (value: string) => problemTypes.find((t) => String(t.value) === value)?.title;
export const sonTypeTitle = (value: string) => problemSonTypes.find((t) => String(t.value) === value)?.title;

/** The same catalogue in English (India), by value. */
const ENGLISH_TITLES: Readonly<Record<number, string>> = {
  1: 'Collections',
  2: 'Rates and fees',
  3: 'Payments and refunds',
  4: 'Disbursal',
  5: 'Other',
  11: 'Too many calls',
  12: 'Abusive language or threats',
  13: 'Contacting family or third parties',
  14: 'Collection before the due date',
};

type Catalogue = readonly { title: string; value: number }[];
const inEnglish = (list: Catalogue) => list.map((t) => ({ title: ENGLISH_TITLES[t.value] ?? t.title, value: t.value }));

/** The catalogue a market shows (problem-init). */
export const problemTypesIn = (market: Market): Catalogue =>
  market === 'en-IN' ? inEnglish(problemTypes) : problemTypes;
export const problemSonTypesIn = (market: Market): Catalogue =>
  market === 'en-IN' ? inEnglish(problemSonTypes) : problemSonTypes;

/** A recorded (Spanish) type or sub-type title as the market reads it. */
function titleIn(title: string, market: Market): string {
  if (market !== 'en-IN' || !title) return title;
  const entry = [...problemTypes, ...problemSonTypes].find((t) => t.title === title);
  return entry ? (ENGLISH_TITLES[entry.value] ?? title) : title;
}

/** The seeded complaints' own words in English, for the India market. */
type Localized = Partial<Record<Market, { content: string; disposeDetail: string }>>;
/** The sample receipt of a market (its words and currency). */
const RECEIPT: Readonly<Record<Market, string>> = {
  'es-MX': '/img/receipt-sample.svg',
  'en-IN': '/img/receipt-sample-in.svg',
};

export interface Complaint {
  id: number;
  time: string;
  type: string;
  sonType: string;
  orderNo: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  /** A seeded complaint's words in another market's language; filed ones are shown as typed. */
  localized?: Localized;
  isNeedScore: 0 | 1;
  /** The borrower's follow-up score (1 to 5), once given: `isNeedScore` is then 0. */
  score?: number;
  finished: boolean;
}

const daysAgo = (days: number, hour: number, minute: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(hour, minute, 12, 0);
  return dateTime(d);
};

/** Complaint 1 is answered (reply + rating asked); 2 and 3 are still open. */
export function seedComplaints(): Complaint[] {
  return [
    {
      id: 1,
      time: daysAgo(12, 10, 24),
      type: 'Cobranza',
      sonType: 'Llamadas excesivas',
      orderNo: '180',
      content:
        'Recibo más de diez llamadas al día de cobranza, incluso antes de las 8 de la mañana. Solicito que solo me contacten en horario hábil.',
      images: ['/img/receipt-sample.svg'],
      disposeDetail:
        'Lamentamos las molestias. Ajustamos el horario de contacto de 9:00 a 20:00 y limitamos las llamadas a una por día. Gracias por avisarnos.',
      disposeImages: ['/img/receipt-sample.svg'],
      localized: {
        'en-IN': {
          content:
            'I get more than ten collection calls a day, some before 8 in the morning. Please contact me only during business hours.',
          disposeDetail:
            'We are sorry for the trouble. We have limited contact to 9:00 to 20:00 and to one call a day. Thank you for telling us.',
        },
      },
      isNeedScore: 1,
      finished: true,
    },
    {
      id: 2,
      time: daysAgo(3, 18, 5),
      type: 'Pagos y reembolsos',
      sonType: '',
      orderNo: '170',
      content: 'Pagué en OXXO hace tres días y mi pedido sigue como pendiente. Adjunto el ticket de pago.',
      images: ['/img/receipt-sample.svg'],
      disposeDetail: '',
      disposeImages: [],
      localized: {
        'en-IN': {
          content:
            'I paid in cash at a partner store three days ago and my order still shows as pending. Receipt attached.',
          disposeDetail: '',
        },
      },
      isNeedScore: 0,
      finished: false,
    },
    {
      id: 3,
      time: daysAgo(1, 9, 47),
      type: 'Tasas y comisiones',
      sonType: '',
      orderNo: '174',
      content: 'No entiendo por qué la comisión por apertura es tan alta. ¿Pueden explicarme el cálculo?',
      images: [],
      disposeDetail: '',
      disposeImages: [],
      localized: {
        'en-IN': {
          content: 'I do not understand why the processing fee is so high. Can you explain how it is calculated?',
          disposeDetail: '',
        },
      },
      isNeedScore: 0,
      finished: false,
    },
  ];
}

/** A complaint's words as a market reads them. */
export function wordsIn(c: Complaint, market: Market) {
  const own = c.localized?.[market];
  return {
    type: titleIn(c.type, market),
    sonType: titleIn(c.sonType, market),
    content: own?.content ?? c.content,
    disposeDetail: own ? own.disposeDetail || c.disposeDetail : c.disposeDetail,
    // A seeded complaint shows the market's sample receipt; a filed one its own uploads.
    images: own ? c.images.map((src) => (src === RECEIPT['es-MX'] ? RECEIPT[market] : src)) : c.images,
    disposeImages: own
      ? c.disposeImages.map((src) => (src === RECEIPT['es-MX'] ? RECEIPT[market] : src))
      : c.disposeImages,
  };
}

/** `count` open complaints for the performance test of a long list (not stored). */
export function bulkComplaintItems(count: number, market: Market = 'es-MX') {
  const types = problemTypesIn(market);
  return Array.from({ length: count }, (_, i) => ({
    id: 100000 + i,
    time: daysAgo(i % 365, 8 + (i % 12), i % 60),
    type: types[i % types.length].title,
    content:
      market === 'en-IN'
        ? `Test complaint number ${i + 1}: the payment does not show in my account.`
        : `Queja de prueba número ${i + 1}: el pago no se refleja en mi cuenta.`,
  }));
}
