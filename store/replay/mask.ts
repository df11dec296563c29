/**
 * Secrets never leave the page in a recording or in DevTools: session ids are replaced, phone
 * numbers, SMS and verification codes and card numbers keep their length and format but lose their
 * digits (phones keep the first 3 and last 4, cards the last 4), so a masked log still replays
 * through the same validations.
 */
const PHONE_KEYS = /* @__PURE__ */ new Set(['mobilePhone', 'phone', 'mobile', 'userName']);
const CODE_KEYS = /* @__PURE__ */ new Set(['smsCode', 'verifyCode']);
const CARD_KEYS = /* @__PURE__ */ new Set(['cardNo', 'cardNumber']);
const REDACT_KEYS = /* @__PURE__ */ new Set(['sessionId', 'sid', 'repayToken']);

const zeroDigits = (s: string) => s.replace(/\d/g, '0');

export function maskValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const s = String(value);
  if (!s) return value;
  if (REDACT_KEYS.has(key)) return '***';
  if (CODE_KEYS.has(key)) return zeroDigits(s);
  if (PHONE_KEYS.has(key)) {
    const digits = s.replace(/\D/g, '');
    if (digits.length < 7) return zeroDigits(s);
    let seen = 0;
    // Keep the first 3 and last 4 digits, wherever grouping spaces stand.
    return s.replace(/\d/g, (d) => {
      seen += 1;
      return seen <= 3 || seen > digits.length - 4 ? d : '0';
    });
  }
  if (CARD_KEYS.has(key)) {
    const digits = s.replace(/\D/g, '').length;
    let seen = 0;
    return s.replace(/\d/g, (d) => {
      seen += 1;
      return seen > digits - 4 ? d : '0';
    });
  }
  // A URL (a navigation, a server link) carries the session in its query: masked there too.
  if (typeof value === 'string' && s.includes('?')) return maskUrl(s);
  return value;
}

/** A deep copy with every secret masked; non-plain values (functions, files) become their type name. */
export function maskSecrets<T>(input: T, depth = 0): T {
  if (depth > 40) return '[deep]' as unknown as T;
  if (Array.isArray(input)) return (input as unknown[]).map((item) => maskSecrets(item, depth + 1)) as unknown as T;
  if (input && typeof input === 'object') {
    const proto = Object.getPrototypeOf(input) as { constructor?: { name?: string } } | null;
    if (proto !== Object.prototype && proto !== null)
      return `[${proto?.constructor?.name ?? 'object'}]` as unknown as T;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
      out[k] = v && typeof v === 'object' ? maskSecrets(v, depth + 1) : maskValue(k, v);
    }
    return out as T;
  }
  if (typeof input === 'function') return '[function]' as unknown as T;
  return input;
}

const SECRET_KEYS = /* @__PURE__ */ new Set([...PHONE_KEYS, ...CODE_KEYS, ...CARD_KEYS, ...REDACT_KEYS]);

/**
 * A URL or path whose query may carry session params: the same keys masked inside it. A URL with no
 * secret in its query is returned as it is, so its own encoding survives for replay.
 */
export function maskUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const at = base.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(base.slice(at + 1));
  if (![...query.keys()].some((key) => SECRET_KEYS.has(key))) return url;
  query.forEach((value, key) => query.set(key, String(maskValue(key, value))));
  return `${base.slice(0, at)}?${query.toString()}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}
