/** A server field that holds something to show: not missing, not null, not blank. */
export const isPresent = (value: unknown): boolean =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');
