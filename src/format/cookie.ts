// Cookies the app writes never expire in practice (SPEC §9: they expire on 31 Dec 9999).

export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function setCookie(name: string, value: string): void {
  // Encoding keeps ";" "=" and spaces in a value from breaking the cookie string.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRES}; path=/`;
}

export function getCookie(name: string): string | null {
  const key = encodeURIComponent(name);
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq >= 0 && pair.slice(0, eq) === key) return safeDecode(pair.slice(eq + 1));
  }
  return null;
}

// A cookie written by someone else may hold a malformed escape; show it raw rather than throw.
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
