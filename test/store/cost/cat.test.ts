/**
 * CAT (Mexico) against published examples. Each names its source; amounts are in pesos. The dates are
 * not in the sources: each monthly schedule starts one calendar month after an arbitrary date.
 */
import { cat, roundCat } from '../../../store/cost';
import { addDays, equatedInstalment, monthlyLoan } from './schedule';

describe('published examples', () => {
  /*
   * Banco de México, "Calculadora del CAT" — Explicaciones (banxico.org.mx/CAT), the worked example of
   * its methodology (Circular 21/2009): a credit of $15,000 repaid in 24 monthly payments of $962.33,
   * with a $100 commission paid at signing; CAT 57.4%. The commission at time 0 is the same as
   * receiving $14,900.
   */
  test('Banxico CAT calculator example: $15,000, $100 at signing, 24 × $962.33 → CAT 57.4%', () => {
    const result = cat(monthlyLoan(15_000 - 100, 962.33, 24, '2024-01-15'));
    expect(result.ok && result.basis).toBe('months');
    expect(result.ok && roundCat(result.percent)).toBe(57.4);
    // Rounded, not truncated: the unrounded CAT is 57.36%.
    expect(result.ok && result.percent).toBeCloseTo(57.36, 2);
  });

  /*
   * Alivio Capital, "CAT — Préstamo Médico", representative example as of 26 June 2020 (aliviocapital.com/cat,
   * which refers to Banxico's calculator): $20,000 over 12 months, ordinary rate 58.00%, opening commission
   * 5.00%; CAT 95.7%. The 5% ($1,000) is withheld at signing; the equated payment at 58%/12 is $2,235.35,
   * charged in whole pesos ($2,236), which gives the published 95.7% (the unrounded payment gives 95.6%).
   */
  test('Alivio Capital example: $20,000, 5% commission, 12 × $2,236 → CAT 95.7%', () => {
    expect(equatedInstalment(20_000, 0.58 / 12, 12)).toBeCloseTo(2_235.35, 2);
    const result = cat(monthlyLoan(20_000 - 1_000, 2_236, 12, '2020-06-26'));
    expect(result.ok && roundCat(result.percent)).toBe(95.7);
  });
});

test('VAT withheld at disbursal is left out of the CAT ("sin IVA")', () => {
  // $15,000 with a $100 commission plus its 16% VAT withheld: the CAT is the example's 57.4%, not more.
  const withVat = monthlyLoan(15_000 - 116, 962.33, 24, '2024-01-15');
  const result = cat({ ...withVat, vatWithheld: 16 });
  expect(result.ok && roundCat(result.percent)).toBe(57.4);
  const counted = cat(withVat);
  expect(counted.ok && counted.percent).toBeGreaterThan(result.ok ? result.percent : Infinity);
  expect(cat({ ...withVat, vatWithheld: -1 })).toEqual({ ok: false, problem: 'badAmount' });
});

describe('fractions of a year', () => {
  test('a single payment after 15 days compounds over 365 / 15 periods', () => {
    const result = cat({ received: 2_760, loanDate: '2024-05-01', payments: [{ amount: 3_000, date: '2024-05-16' }] });
    expect(result.ok && result.basis).toBe('days');
    expect(result.ok && result.percent).toBeCloseTo((Math.pow(3_000 / 2_760, 365 / 15) - 1) * 100, 6);
  });

  test('weekly payments are counted in days / 365', () => {
    const payments = [7, 14, 21, 28].map((d) => ({ amount: 300, date: addDays('2024-06-03', d) }));
    const result = cat({ received: 1_100, loanDate: '2024-06-03', payments });
    expect(result.ok && result.basis).toBe('days');
    const i = result.ok ? result.percent / 100 : NaN;
    const presentValue = [7, 14, 21, 28].reduce((sum, d) => sum + 300 / Math.pow(1 + i, d / 365), 0);
    expect(presentValue).toBeCloseTo(1_100, 6);
  });
});

describe('impossible input is named, never computed', () => {
  test.each([
    [{ received: 1_000, loanDate: '2024-05-01', payments: [] }, 'noPayments'],
    [{ received: 1_000, loanDate: 'mañana', payments: [{ amount: 1_100, date: '2024-05-15' }] }, 'badDate'],
    [
      { received: 1_000, loanDate: '2024-05-01', payments: [{ amount: 900, date: '2024-05-15' }] },
      'paysLessThanReceived',
    ],
  ])('%j → %s', (flows, problem) => {
    expect(cat(flows)).toEqual({ ok: false, problem });
  });

  test('a CAT past what a double holds is out of range, not Infinity', () => {
    const result = cat({ received: 1, loanDate: '2024-05-01', payments: [{ amount: 1e9, date: '2024-05-02' }] });
    expect(result).toEqual({ ok: false, problem: 'outOfRange' });
  });
});
