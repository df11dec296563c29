/**
 * Links of the loan screens. In-app links are built with the store's one builder (`inAppUrl` with
 * the carried session); a server-given agreement URL is gated, and when it is one of this app's
 * pages it carries the session it lacks, so the market and the calls' session survive the tap.
 */
import { useAppSelector } from '../../../store';
import { selectCarriedQuery, withCarried } from '../../../store/navigation';
import { safeUrl } from '../../native/safeUrl';

/** The session part of the start-up query, for `inAppUrl`. */
export const useCarried = () => useAppSelector(selectCarriedQuery);

/** The agreement link of a quote or an order, or null when there is none or it is unsafe. */
export function agreementLink(raw: unknown, carried: Record<string, string>): string | null {
  const safe = safeUrl(raw);
  if (!safe) return null;
  return safe.startsWith('/') ? withCarried(safe, carried) : safe;
}
