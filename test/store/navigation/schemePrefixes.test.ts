/** The URL gate's per-request scheme prefixes (UPI): only the listed prefix, only as one token. */
import { gateUrl } from '../../../store/navigation';

const ctx = {
  pageUrl: 'https://pay.agilcredit.in/dibbleNight',
  config: { apiOrigin: '', urlAllowlist: [], appScheme: 'prestamofacil://' },
};
const link = 'upi://pay?pa=agilcredit.repay@okaxis&pn=Agil&am=10.00&cu=INR';

test('a listed prefix lets that link through as it is; without it the link is refused', () => {
  expect(gateUrl(link, ctx, { allowSchemes: ['upi://pay?'] })).toBe(link);
  expect(gateUrl(link, ctx)).toBeNull();
  expect(gateUrl(link, ctx, { allowSchemes: true })).toBeNull();
  expect(gateUrl('UPI://PAY?pa=x@y', ctx, { allowSchemes: ['upi://pay?'] })).toBe('UPI://PAY?pa=x@y');
});

test('other schemes, whitespace, control characters and an empty prefix stay refused', () => {
  const allow = { allowSchemes: ['upi://pay?'] };
  expect(gateUrl('upi://mandate?pa=x@y', ctx, allow)).toBeNull();
  expect(gateUrl('javascript:alert(1)//upi://pay?', ctx, allow)).toBeNull();
  expect(gateUrl('upi://pay?pa=x@y&tn=a b', ctx, allow)).toBeNull();
  expect(gateUrl('upi://pay?pa=x@y\u0000', ctx, allow)).toBeNull();
  expect(gateUrl('anything:at-all', ctx, { allowSchemes: [''] })).toBeNull();
  // The app's own scheme keeps working only with `true`.
  expect(gateUrl('prestamofacil://product?productId=1', ctx, { allowSchemes: true })).toBe(
    'prestamofacil://product?productId=1',
  );
  expect(gateUrl('prestamofacil://product?productId=1', ctx, allow)).toBeNull();
});
