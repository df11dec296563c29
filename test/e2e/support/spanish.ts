/**
 * Tell-tale Spanish in text that should be English (the India market, `need-pop=1`): accented
 * letters and common Spanish words. The spec's own Spanish literal texts are allowed anywhere
 * (they stay exactly as SPEC.md writes them), so they are removed before looking.
 */

/** SPEC.md's Spanish literal texts. */
const SPEC_SPANISH_LITERALS = [
  'Le ofrece servicios profesionales y pago de préstamos.',
  'Seleccione una calificación',
  'Fracaso',
] as const;

const SPANISH_LETTERS = /[áéíóúñ¿¡]/i;
/** Words English text does not use, each common in this app's Spanish (checked whole-word). */
const SPANISH_WORDS = [
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'su',
  'sus',
  'con',
  'para',
  'por',
  'que',
  'una',
  'pago',
  'pagos',
  'pagar',
  'monto',
  'plazo',
  'cuota',
  'fecha',
  'pedido',
  'banco',
  'tienda',
  'tiendas',
  'transferencia',
  'efectivo',
  'referencia',
  'cliente',
  'gracias',
  'queja',
  'vencido',
  'solicitud',
  'ver',
  'usted',
  'hasta',
  'desde',
];
const WORD = new RegExp(`(?<![\\p{L}\\d])(${SPANISH_WORDS.join('|')})(?![\\p{L}\\d])`, 'giu');

/** The Spanish found in `text` (words and accented words), outside the spec's literal texts. */
export function spanishIn(text: string): string[] {
  let rest = text;
  for (const literal of SPEC_SPANISH_LITERALS) rest = rest.split(literal).join(' ');
  const found = new Set<string>();
  for (const m of rest.matchAll(WORD)) found.add(m[1].toLowerCase());
  for (const word of rest.split(/[^\p{L}]+/u)) if (SPANISH_LETTERS.test(word)) found.add(word);
  return [...found];
}

/** Channels and banks that belong to the Mexican market and must not be offered in India. */
export const MEXICAN_NAMES = ['SPEI', 'OXXO', '7-Eleven', 'Dragonpay', 'BBVA', 'Banorte', 'Santander', 'CLABE'];
/** What the India market offers instead. */
export const INDIAN_NAMES = ['UPI', 'Net banking', 'SBI', 'HDFC Bank', 'ICICI Bank', 'Axis Bank'];
