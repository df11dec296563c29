/** Which quote a page shows: the first answer, or the reload's (isType 1). */
import { quoteArg } from '../../../store/quote';

test.each([
  ['1', false, { productId: '1' }],
  ['1', true, { productId: '1', isType: 1 }],
  ['3', true, { productId: '3', isType: 1 }],
])('quoteArg(%p, reloaded %p) = %p', (productId, reloaded, arg) => {
  expect(quoteArg(productId, reloaded)).toEqual(arg);
});
