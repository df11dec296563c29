/** Only http(s) URLs to this origin or an allowlisted one pass; script and data URLs never do. */
import { safeImg, safeUrl } from '../../src/native/safeUrl';

beforeEach(() => {
  window.__APP_CONFIG__ = { urlAllowlist: ['https://pay.example.com'], appScheme: 'prestamofacil://' };
});

test.each([
  ['/abcIs?orderId=21', '/abcIs?orderId=21'],
  ['abcIs?x=1', '/abcIs?x=1'],
  // This page's own origin, written in full: a path, like a relative URL (the navigator carries the
  // session onto it).
  ['http://localhost/uploads/a.png', '/uploads/a.png'],
  ['https://pay.example.com/huichao?order=1', 'https://pay.example.com/huichao?order=1'],
])('%p is accepted as %p', (raw, expected) => {
  expect(safeUrl(raw)).toBe(expected);
});

test.each([
  ['javascript:alert(1)'],
  ['JaVaScRiPt:alert(1)'],
  [' javascript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['vbscript:msgbox(1)'],
  ['https://evil.example.com/phish'],
  ['//evil.example.com/x'],
  ['ftp://pay.example.com/x'],
  [''],
  [null],
  [42],
  ['x'.repeat(5000)],
  // Credentials in the URL hide the real host from a reader: https://pay.example.com@evil.example.
  ['https://pay.example.com@evil.example/x'],
  ['https://user:pw@pay.example.com/x'],
])('%p is refused', (raw) => {
  expect(safeUrl(raw)).toBeNull();
});

test('the app scheme passes only where asked for (borrow again)', () => {
  expect(safeUrl('prestamofacil://product?productId=1')).toBeNull();
  expect(safeUrl('prestamofacil://product?productId=1', { allowSchemes: true })).toBe(
    'prestamofacil://product?productId=1',
  );
});

test('safeImg gives undefined rather than an empty src', () => {
  expect(safeImg('javascript:alert(1)')).toBeUndefined();
  expect(safeImg('/img/logo.svg')).toBe('/img/logo.svg');
});
