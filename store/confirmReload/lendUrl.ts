/**
 * SPEC §4: after a successful submit the page is replaced by `lendDetailsUrl` with `from=confirm`.
 * The server's URL is kept as written (its own encoding, its fragment); only `from` is set.
 */
export function withFromConfirm(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  if (queryAt < 0) return `${base}?from=confirm${hash}`;
  const path = base.slice(0, queryAt);
  // An existing `from` (any value) is replaced, so the parameter appears once.
  const kept = base
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== 'from');
  return `${path}?${[...kept, 'from=confirm'].join('&')}${hash}`;
}
