/**
 * The UPI intent link (NPCI UPI Linking Specifications): the same text opens a UPI app and is the QR
 * code, so every field is checked as a UPI app reads it — through URLSearchParams.
 */
import fc from 'fast-check';
import { isVpa, upiAmount, upiLink } from '../../../store/payments';

const base = {
  vpa: 'agilcredit.repay@okaxis',
  payeeName: 'Agil Credit Finance Private Limited',
  amountCents: 123450,
  reference: '9300000000174',
  note: 'Loan repayment 174',
};

const fieldsOf = (link: string) => {
  expect(link.startsWith('upi://pay?')).toBe(true);
  return Object.fromEntries(new URLSearchParams(link.slice('upi://pay?'.length)));
};

test('carries payee, name, amount with 2 decimals, reference, note and INR', () => {
  const link = upiLink(base)!;
  expect(fieldsOf(link)).toEqual({
    pa: 'agilcredit.repay@okaxis',
    pn: 'Agil Credit Finance Private Limited',
    am: '1234.50',
    tr: '9300000000174',
    tn: 'Loan repayment 174',
    cu: 'INR',
  });
  // The UPI id keeps its @ as the NPCI examples write it; spaces are encoded, never raw.
  expect(link).toContain('pa=agilcredit.repay@okaxis&');
  expect(link).not.toMatch(/\s/);
});

test('amounts are rupees with exactly two decimals', () => {
  expect(upiAmount(100)).toBe('1.00');
  expect(upiAmount(5)).toBe('0.05');
  expect(upiAmount(2500000)).toBe('25000.00');
});

test('no link without a valid UPI id or a positive amount', () => {
  expect(upiLink({ ...base, vpa: '' })).toBeNull();
  expect(upiLink({ ...base, vpa: 'no-at-sign' })).toBeNull();
  expect(upiLink({ ...base, vpa: 'a@b c' })).toBeNull();
  expect(upiLink({ ...base, vpa: 'javascript:alert(1)//@x' })).toBeNull();
  expect(upiLink({ ...base, amountCents: 0 })).toBeNull();
  expect(upiLink({ ...base, amountCents: Number.NaN })).toBeNull();
  expect(isVpa('lender@okaxis')).toBe(true);
  expect(isVpa('lender@ok axis')).toBe(false);
});

test('a name or note with & = # or line breaks cannot add or change a field', () => {
  const link = upiLink({ ...base, payeeName: 'A&am=1&pa=thief@upi', note: 'x#y\ncu=USD' })!;
  const fields = fieldsOf(link);
  expect(fields.pa).toBe('agilcredit.repay@okaxis');
  expect(fields.am).toBe('1234.50');
  expect(fields.cu).toBe('INR');
  expect(fields.pn).toBe('A&am=1&pa=thief@upi');
  expect(fields.tn).toBe('x#y cu=USD');
});

test('the reference keeps only letters, digits and dashes; an empty one is left out', () => {
  expect(fieldsOf(upiLink({ ...base, reference: 'AB 12/34' })!).tr).toBe('AB1234');
  expect(fieldsOf(upiLink({ ...base, reference: '' })!)).not.toHaveProperty('tr');
});

test('property: any text in name and note round-trips, and pa/am/cu never change', () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 60 }),
      fc.integer({ min: 1, max: 10_000_000 }),
      (name, note, cents) => {
        const link = upiLink({ ...base, payeeName: name, note, amountCents: cents })!;
        const fields = fieldsOf(link);
        expect(fields.pa).toBe(base.vpa);
        expect(fields.am).toBe((cents / 100).toFixed(2));
        expect(fields.cu).toBe('INR');
        expect(Object.keys(fields).filter((k) => k === 'pa' || k === 'am' || k === 'cu')).toHaveLength(3);
      },
    ),
  );
});
