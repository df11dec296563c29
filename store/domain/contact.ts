/**
 * Links for customer service outside the iOS shell (Android WebView, a plain browser): a `tel:` link
 * for the telephone and WhatsApp's click-to-chat link (`https://wa.me/<digits>`, the number in
 * international form without "+"). Built from the digits of the server's number only, so nothing
 * else of the server's text reaches an href.
 */
const digitsOf = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(/\D/g, '');

/** `tel:` with the number's digits (a leading "+" kept); null when there are none. */
export function telHref(number: unknown): string | null {
  const digits = digitsOf(number);
  if (!digits) return null;
  const plus = String(number).trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digits}`;
}

/** WhatsApp's click-to-chat link; null when the number has no digits. */
export function whatsAppHref(number: unknown): string | null {
  const digits = digitsOf(number);
  return digits ? `https://wa.me/${digits}` : null;
}
