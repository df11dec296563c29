/** Each market's official site quotes its own borrowers: Indian cities in English, Mexican ones in Spanish (issue 19). */
import { en, es } from '../../src/i18n/official';

const INDIAN_CITIES = ['Chennai', 'Pune', 'Hyderabad', 'Jaipur', 'Bengaluru', 'Mumbai', 'Delhi'];
const MEXICAN_CITIES = ['Guadalajara', 'Puebla', 'Monterrey', 'Mérida', 'Ciudad de México', 'Querétaro'];

test.each([
  ['en', en, INDIAN_CITIES, MEXICAN_CITIES],
  ['es', es, MEXICAN_CITIES, INDIAN_CITIES],
] as const)('the %s site quotes borrowers of its own market only', (_market, pack, own, other) => {
  expect(pack.testimonials.length).toBeGreaterThan(2);
  for (const t of pack.testimonials) {
    expect(own).toContain(t.city);
    expect(other).not.toContain(t.city);
  }
});

test('the two markets quote different people', () => {
  const names = (pack: typeof en) => pack.testimonials.map((t) => t.name);
  expect(names(en).filter((n) => names(es).includes(n))).toEqual([]);
});
