/** `from=confirm` is appended to lendDetailsUrl whatever shape the URL has. */
import { withFromConfirm } from '../../../store/confirmReload/lendUrl';

test.each([
  ['/abcIs?orderId=21&productId=1', '/abcIs?orderId=21&productId=1&from=confirm'],
  ['/abcIs', '/abcIs?from=confirm'],
  ['/abcIs?', '/abcIs?from=confirm'],
  ['/abcIs?orderId=21&', '/abcIs?orderId=21&from=confirm'],
  ['/abcIs?from=push&orderId=21', '/abcIs?orderId=21&from=confirm'],
  ['/abcIs?orderId=21#top', '/abcIs?orderId=21&from=confirm#top'],
  ['/abcIs#top', '/abcIs?from=confirm#top'],
  ['http://localhost/abcIs?a=%20b', 'http://localhost/abcIs?a=%20b&from=confirm'],
  ['/abcIs?fromage=1', '/abcIs?fromage=1&from=confirm'],
])('%s -> %s', (url, expected) => {
  expect(withFromConfirm(url)).toBe(expected);
});
