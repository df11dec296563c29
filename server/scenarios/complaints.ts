/**
 * Complaint catalogue and the complaints already on file. Type 1 ("Cobranza", collection)
 * is the one with sub-types and the one blocked on orders whose isShow is not 1.
 */
import { dateTime } from '../dates';

export const COLLECTION_TYPE = 1;
export const MAX_DETAIL_CHARS = 200;
export const MAX_IMAGES = 9;

export const problemTypes = [
  { title: 'Cobranza', value: 1 },
  { title: 'Tasas y comisiones', value: 2 },
  { title: 'Pagos y reembolsos', value: 3 },
  { title: 'Desembolso', value: 4 },
  { title: 'Otros', value: 5 },
] as const;

export const problemSonTypes = [
  { title: 'Llamadas excesivas', value: 11 },
  { title: 'Lenguaje ofensivo o amenazas', value: 12 },
  { title: 'Contacto a familiares o terceros', value: 13 },
  { title: 'Cobro antes del vencimiento', value: 14 },
] as const;

export const typeTitle = (value: string) => problemTypes.find((t) => String(t.value) === value)?.title;
export const sonTypeTitle = (value: string) => problemSonTypes.find((t) => String(t.value) === value)?.title;

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
  isNeedScore: 0 | 1;
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
      isNeedScore: 0,
      finished: false,
    },
  ];
}

/** `count` open complaints for the performance test of a long list (not stored). */
export function bulkComplaintItems(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: 100000 + i,
    time: daysAgo(i % 365, 8 + (i % 12), i % 60),
    type: problemTypes[i % problemTypes.length].title,
    content: `Queja de prueba número ${i + 1}: el pago no se refleja en mi cuenta.`,
  }));
}
