/** tel: and wa.me links are built from the number's digits only: nothing else of the server's text reaches an href. */
import { telHref, whatsAppHref } from '../../../store/domain/contact';

test.each([
  ['800 123 4567', 'tel:8001234567'],
  ['+52 (55) 1234-5678', 'tel:+525512345678'],
  [8001234567, 'tel:8001234567'],
  ['javascript:alert(1)', 'tel:1'],
])('telHref(%p) is %p', (input, href) => {
  expect(telHref(input)).toBe(href);
});

test.each([
  ['+52 55 1234 5678', 'https://wa.me/525512345678'],
  ['91-98765-43210', 'https://wa.me/919876543210'],
])('whatsAppHref(%p) is %p', (input, href) => {
  expect(whatsAppHref(input)).toBe(href);
});

test.each([[''], ['n/a'], [null], [undefined], [{}]])('no digits in %p: no link', (input) => {
  expect(telHref(input)).toBeNull();
  expect(whatsAppHref(input)).toBeNull();
});
