/**
 * The order a repayment screen is about, from its own URL first; the session part of the query its
 * links carry on; and the bulk-channel test knob.
 */
import { useAppSelector } from '../../../store';
import { selectCarriedQuery } from '../../../store/navigation';
import { usePageParam, usePageQuery } from '../../hooks/pageParams';

export function useOrderArgs() {
  const query = usePageQuery();
  const carried = useAppSelector(selectCarriedQuery);
  const productId = usePageParam('productId');
  const orderId = usePageParam('orderId');
  const channels = Number(query.channels);
  return {
    carried,
    args: { productId, orderId },
    /** `channels=N` asks the contract server for N channels (long-list performance checks). */
    channels: Number.isInteger(channels) && channels > 0 ? channels : undefined,
  };
}
