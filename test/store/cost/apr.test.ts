/**
 * APR (India) against published Key Facts Statements. Each example names its source; amounts are in
 * rupees (the module is unit-free). The dates are not in the sources: each monthly schedule starts one
 * calendar month after an arbitrary loan date, which is what "monthly EPI" means.
 */
import { apr, roundApr } from '../../../store/cost';
import { addDays, equatedInstalment, monthlyLoan } from './schedule';

describe('published examples', () => {
  /*
   * Reserve Bank of India, circular RBI/2024-25/18 DOR.STR.REC.13/13.03.00/2024-25, "Key Facts
   * Statement (KFS) for Loans & Advances", 15 April 2024, Annex B "Illustration for computation of APR
   * for Retail and MSME loans" (and Annex C, its repayment schedule): sanctioned ₹20,000 at 15% a year,
   * 24 monthly EPIs, fees and charges ₹400 (₹240 to the lender, ₹160 to a third party), net disbursed
   * ₹19,600; APR 17.07%. Annex C rounds the EPI to ₹970; the circular's 17.07% is the IRR of the exact
   * EPI (₹969.73, total interest ₹3,274). Read from the public copies of the circular.
   */
  test('RBI KFS circular, Annex B: ₹19,600 net, 24 EMIs of ₹969.73 → APR 17.07%', () => {
    const emi = equatedInstalment(20_000, 0.15 / 12, 24);
    expect(emi).toBeCloseTo(969.73, 2);
    const result = apr(monthlyLoan(19_600, emi, 24));
    expect(result.ok && roundApr(result.percent)).toBe(17.07);
    // The circular's method, spelled out: the monthly IRR times 12.
    expect(result.ok && result.periodsPerYear).toBe(12);
    expect(result.ok && result.periodicRate * 100).toBeCloseTo(1.4225, 4);
  });

  test('RBI Annex B without its fees is the loan rate itself: 15.00%', () => {
    const result = apr(monthlyLoan(20_000, equatedInstalment(20_000, 0.15 / 12, 24), 24));
    expect(result.ok && roundApr(result.percent)).toBe(15);
  });

  /*
   * RBL Bank, Key Facts Statement (Annex A format) of a "Dial For Cash" personal loan, published
   * December 2024 (public copy on Scribd, document 809869650): sanctioned ₹47,000, 24 monthly EPIs of
   * ₹2,415.14 at 21.00% fixed, processing fee ₹1,175.00 shown net of GST; APR 24.16%. With the 18% GST
   * on the fee the borrower receives ₹45,613.50. The KFS's first EPI falls on 2025-01-01 after an
   * undisclosed broken period, so the published figure is met to 0.01 percentage point, not exactly.
   */
  test('RBL Bank KFS: ₹47,000 less ₹1,175 + GST, 24 EMIs of ₹2,415.14 → APR 24.16% (±0.01)', () => {
    const result = apr(monthlyLoan(47_000 - 1_175 * 1.18, 2_415.14, 24, '2024-12-01'));
    expect(result.ok).toBe(true);
    expect(Math.abs((result.ok ? roundApr(result.percent) : 0) - 24.16)).toBeLessThanOrEqual(0.0100001);
  });
});

describe('the period of a schedule', () => {
  test('a single payment after 30 days: the simple rate for 30 days, times 365 / 30', () => {
    const result = apr({ received: 2_760, loanDate: '2024-05-01', payments: [{ amount: 3_000, date: '2024-05-31' }] });
    expect(result.ok && result.period).toEqual({ unit: 'days', days: 30 });
    expect(result.ok && result.percent).toBeCloseTo((3_000 / 2_760 - 1) * (365 / 30) * 100, 9);
  });

  test('a single payment one calendar month later counts one month (12 a year)', () => {
    const result = apr({ received: 1_000, loanDate: '2024-01-31', payments: [{ amount: 1_010, date: '2024-02-29' }] });
    expect(result.ok && result.period).toEqual({ unit: 'months', months: 1 });
    expect(result.ok && result.percent).toBeCloseTo(12, 9);
  });

  test('fortnightly instalments: a 14-day period, 365 / 14 a year', () => {
    const payments = [14, 28, 42].map((d) => ({ amount: 350, date: addDays('2024-06-01', d) }));
    const result = apr({ received: 1_000, loanDate: '2024-06-01', payments });
    expect(result.ok && result.period).toEqual({ unit: 'days', days: 14 });
    expect(result.ok && result.periodsPerYear).toBeCloseTo(365 / 14, 12);
  });

  test('a time after the date is ignored', () => {
    const plain = apr({ received: 900, loanDate: '2024-05-01', payments: [{ amount: 1_000, date: '2024-05-08' }] });
    const timed = apr({
      received: 900,
      loanDate: '2024-05-01',
      payments: [{ amount: 1_000, date: '2024-05-08 23:59:59' }],
    });
    expect(timed).toEqual(plain);
  });
});

describe('impossible input is named, never computed', () => {
  const base = { received: 1_000, loanDate: '2024-05-01', payments: [{ amount: 1_100, date: '2024-05-15' }] };
  test.each([
    ['no payments', { ...base, payments: [] }, 'noPayments'],
    ['only zero payments', { ...base, payments: [{ amount: 0, date: '2024-05-15' }] }, 'noPayments'],
    ['nothing received', { ...base, received: 0 }, 'noReceived'],
    ['received is NaN', { ...base, received: NaN }, 'noReceived'],
    ['a negative payment', { ...base, payments: [{ amount: -5, date: '2024-05-15' }] }, 'badAmount'],
    ['an Infinity payment', { ...base, payments: [{ amount: Infinity, date: '2024-05-15' }] }, 'badAmount'],
    ['a date that does not exist', { ...base, loanDate: '2024-02-30' }, 'badDate'],
    ['an epoch for a date', { ...base, payments: [{ amount: 1_100, date: '1715731200' }] }, 'badDate'],
    ['a payment before the loan', { ...base, payments: [{ amount: 1_100, date: '2024-04-30' }] }, 'paymentBeforeLoan'],
    ['all paid on the loan date', { ...base, payments: [{ amount: 1_100, date: '2024-05-01' }] }, 'noTime'],
    [
      'payments below what was received',
      { ...base, payments: [{ amount: 999, date: '2024-05-15' }] },
      'paysLessThanReceived',
    ],
  ])('%s', (_name, flows, problem) => {
    expect(apr(flows)).toEqual({ ok: false, problem });
  });

  test('paying back exactly what was received costs 0%', () => {
    const result = apr({ ...base, payments: [{ amount: 1_000, date: '2024-05-15' }] });
    expect(result.ok && result.percent).toBe(0);
  });

  test('a cost beyond any number is out of range, not Infinity', () => {
    const result = apr({ received: 1, loanDate: '2024-05-01', payments: [{ amount: 1e308, date: '2024-05-02' }] });
    expect(result).toEqual({ ok: false, problem: 'outOfRange' });
  });
});
