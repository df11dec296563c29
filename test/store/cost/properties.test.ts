/**
 * Properties every APR and CAT must have, whatever the loan: fast-check draws the loans. The seed is
 * fixed so that every run tries the same loans (deterministic); change it to explore others.
 */
import fc from 'fast-check';
import { apr, cat, type CashFlows } from '../../../store/cost';
import { addDays, addMonths, equatedInstalment, monthlyLoan } from './schedule';

fc.configureGlobal({ seed: 20_261_125, numRuns: 300 });

const LOAN_DATE = '2024-03-10';
const received = fc.integer({ min: 1_000, max: 10_000_000 });
/** A simple rate for the whole loan: 0% to 60%. */
const simpleRate = fc.double({ min: 0, max: 0.6, noNaN: true });
/** Fewer than 28 days is never a whole calendar month. */
const shortDays = fc.integer({ min: 1, max: 27 });
const single = (r: number, payment: number, date: string): CashFlows => ({
  received: r,
  loanDate: LOAN_DATE,
  payments: [{ amount: payment, date }],
});

test('no fees, one payment after d days: APR = the simple rate × 365 / d', () => {
  fc.assert(
    fc.property(received, simpleRate, shortDays, (r, s, d) => {
      const result = apr(single(r, r * (1 + s), addDays(LOAN_DATE, d)));
      return result.ok && Math.abs(result.percent - s * (365 / d) * 100) < 1e-6;
    }),
  );
});

test('no fees, one payment after k calendar months: APR = the simple rate × 12 / k', () => {
  fc.assert(
    fc.property(received, simpleRate, fc.integer({ min: 1, max: 12 }), (r, s, k) => {
      const result = apr(single(r, r * (1 + s), addMonths(LOAN_DATE, k)));
      return result.ok && Math.abs(result.percent - s * (12 / k) * 100) < 1e-6;
    }),
  );
});

test('no fees, equated monthly instalments at a monthly rate j: APR = 12 j', () => {
  fc.assert(
    fc.property(
      received,
      fc.double({ min: 0.001, max: 0.1, noNaN: true }),
      fc.integer({ min: 1, max: 60 }),
      (r, j, n) => {
        const result = apr(monthlyLoan(r, equatedInstalment(r, j, n), n, LOAN_DATE));
        return result.ok && Math.abs(result.percent - 12 * j * 100) < 1e-6;
      },
    ),
  );
});

test('no fees, one payment after d days: CAT = (1 + simple rate)^(365 / d) − 1', () => {
  fc.assert(
    fc.property(received, fc.double({ min: 0, max: 0.3, noNaN: true }), shortDays, (r, s, d) => {
      const result = cat(single(r, r * (1 + s), addDays(LOAN_DATE, d)));
      const expected = (Math.pow(1 + s, 365 / d) - 1) * 100;
      return result.ok && Math.abs(result.percent - expected) <= 1e-9 * Math.max(1, expected);
    }),
  );
});

/** Any schedule: 1 to 12 payments at increasing day offsets, each of a positive amount. */
const schedule = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 60 }), amount: fc.integer({ min: 1, max: 1_000_000 }) }), {
    minLength: 1,
    maxLength: 12,
  })
  .map((rows) => {
    let day = 0;
    return rows.map((row) => ({ amount: row.amount, date: addDays(LOAN_DATE, (day += row.gap)) }));
  });
const total = (flows: CashFlows) => flows.payments.reduce((sum, p) => sum + p.amount, 0);
/** What is received, as a share of the payments: a cost (at exactly 100%, float scaling may tip it below). */
const share = fc.double({ min: 0.5, max: 0.99, noNaN: true });

test('higher upfront fees (less received for the same payments) give a higher APR and CAT', () => {
  fc.assert(
    fc.property(schedule, share, fc.double({ min: 0.01, max: 0.9, noNaN: true }), (payments, part, cut) => {
      const more: CashFlows = { received: 0, loanDate: LOAN_DATE, payments };
      more.received = total(more) * part;
      const less = { ...more, received: more.received * (1 - cut) };
      const [a1, a2, c1, c2] = [apr(more), apr(less), cat(more), cat(less)];
      return a1.ok && a2.ok && c1.ok && c2.ok && a2.percent > a1.percent && c2.percent > c1.percent;
    }),
  );
});

test('scaling every amount leaves the APR and the CAT unchanged', () => {
  fc.assert(
    fc.property(schedule, share, fc.double({ min: 0.001, max: 1000, noNaN: true }), (payments, part, scale) => {
      const flows: CashFlows = { received: 0, loanDate: LOAN_DATE, payments };
      flows.received = total(flows) * part;
      const scaled = {
        ...flows,
        received: flows.received * scale,
        payments: payments.map((p) => ({ ...p, amount: p.amount * scale })),
      };
      const [a1, a2, c1, c2] = [apr(flows), apr(scaled), cat(flows), cat(scaled)];
      const near = (x: number, y: number) => Math.abs(x - y) <= 1e-7 * Math.max(1, Math.abs(x));
      return a1.ok && a2.ok && c1.ok && c2.ok && near(a1.percent, a2.percent) && near(c1.percent, c2.percent);
    }),
  );
});

test('the CAT (compounded) is never below the APR (nominal) of a single-payment loan', () => {
  fc.assert(
    fc.property(received, simpleRate, fc.integer({ min: 1, max: 365 }), (r, s, d) => {
      const flows = single(r, r * (1 + s), addDays(LOAN_DATE, d));
      const [a, c] = [apr(flows), cat(flows)];
      // Over a year or less, compounding the same growth never gives less than the nominal annual rate.
      return a.ok && c.ok && c.percent >= a.percent - 1e-6;
    }),
  );
});

test('whatever the input, the answer is a finite figure or a named problem: never NaN or Infinity', () => {
  const amount = fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1e9 }), fc.constantFrom(NaN, Infinity, -0, 0));
  const date = fc.oneof(
    fc.integer({ min: -400, max: 4000 }).map((d) => addDays(LOAN_DATE, d)),
    fc.string(),
    fc.constantFrom('2024-02-30', '', '1715731200', '2024-13-01'),
  );
  const flows = fc.record({
    received: amount,
    loanDate: fc.oneof(fc.constant(LOAN_DATE), date),
    payments: fc.array(fc.record({ amount, date }), { maxLength: 8 }),
  });
  fc.assert(
    fc.property(flows, (f) =>
      [apr(f), cat(f)].every((result) =>
        result.ok ? Number.isFinite(result.percent) : typeof result.problem === 'string',
      ),
    ),
  );
});
