/** Differences between two JSON values, as `path: expected X, got Y` lines (for replay --expect). */
export function diffValues(expected: unknown, actual: unknown, path = '$', out: string[] = [], limit = 200): string[] {
  if (out.length >= limit) return out;
  const show = (v: unknown) => {
    const s = JSON.stringify(v);
    return s === undefined ? 'undefined' : s.length > 80 ? `${s.slice(0, 77)}...` : s;
  };
  if (Object.is(expected, actual)) return out;
  const bothObjects =
    expected &&
    actual &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    Array.isArray(expected) === Array.isArray(actual);
  if (!bothObjects) {
    out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
    return out;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
    diffValues(e[key], a[key], Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`, out, limit);
  }
  return out;
}
