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

/** The plan's arguments on a page's first visit, by the rule of `useOrderArgs`. */
export function firstOrderArgs(page: VisitPage) {
  const args = { productId: page.id('productId'), orderId: page.id('orderId') };
  const channels = channelsOf(page.search.get('channels'));
  return channels ? { ...args, channels } : args;
}

export function useOrderArgs() {
  const query = usePageQuery();
  const carried = useAppSelector(selectCarriedQuery);
  const productId = usePageParam('productId');
  const orderId = usePageParam('orderId');
  return { carried, args: { productId, orderId }, channels: channelsOf(query.channels) };
}
