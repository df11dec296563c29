/**
 * Links of the loan screens: in-app links are built with the store's one builder (`inAppUrl` with the
 * carried session); server-given links go through `ServerLink` (src/components).
 */
import { useAppSelector } from '../../../store';
import { selectCarriedQuery } from '../../../store/navigation';

/** The session part of the start-up query, for `inAppUrl`. */
export const useCarried = () => useAppSelector(selectCarriedQuery);
