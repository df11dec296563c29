/**
 * The order a repayment screen is about, from its own URL first; the session part of the query its
 * links carry on; and the bulk-channel test knob.
 */
import { useAppSelector } from '../../../store';
import { selectCarriedQuery } from '../../../store/navigation';
import { usePageParam, usePageQuery } from '../../hooks/pageParams';
import type { VisitPage } from '../../app/firstVisit';

/** `channels=N` asks the contract server for N channels (long-list performance checks). */
const channelsOf = (value: string | null | undefined): number | undefined => {
  const channels = Number(value);
  return Number.isInteger(channels) && channels > 0 ? channels : undefined;
};

/** `useOrderArgs` on a page's first visit, before the screen exists (src/app/firstVisit.ts). */
export const firstOrderArgs = (page: VisitPage) => ({
  args: { productId: page.id('productId'), orderId: page.id('orderId') },
  channels: channelsOf(page.search.get('channels')),
});

export function useOrderArgs() {
  const query = usePageQuery();
  const carried = useAppSelector(selectCarriedQuery);
  const productId = usePageParam('productId');
  const orderId = usePageParam('orderId');
  return { carried, args: { productId, orderId }, channels: channelsOf(query.channels) };
}
