/**
 * `withParam` sets one parameter on a URL whatever its shape (SPEC §4: `from=confirm` on the
 * server's `lendDetailsUrl`), keeping the server's own encoding and fragment, the key once.
 */
import { withParam } from '../../../store/navigation';

test.each([
  ['/abcIs?orderId=21&productId=1', '/abcIs?orderId=21&productId=1&from=confirm'],
  ['/abcIs', '/abcIs?from=confirm'],
  ['/abcIs?', '/abcIs?from=confirm'],
  ['/abcIs?orderId=21&', '/abcIs?orderId=21&from=confirm'],
  ['/abcIs?from=push&orderId=21', '/abcIs?orderId=21&from=confirm'],
  ['/abcIs?from=push&from=app', '/abcIs?from=confirm'],
  ['/abcIs?orderId=21#top', '/abcIs?orderId=21&from=confirm#top'],
  ['/abcIs#top', '/abcIs?from=confirm#top'],
  ['http://localhost/abcIs?a=%20b', 'http://localhost/abcIs?a=%20b&from=confirm'],
  ['/abcIs?fromage=1', '/abcIs?fromage=1&from=confirm'],
  ['https://lend.invalid/abcIs?orderId=21', 'https://lend.invalid/abcIs?orderId=21&from=confirm'],
])('%s -> %s', (url, expected) => {
  expect(withParam(url, 'from', 'confirm')).toBe(expected);
});

test('the value is encoded; other keys are set the same way', () => {
  expect(withParam('/p?a=1', 'note', 'a b&c')).toBe('/p?a=1&note=a%20b%26c');
  expect(withParam('/p?orderId=1', 'orderId', '2')).toBe('/p?orderId=2');
});
