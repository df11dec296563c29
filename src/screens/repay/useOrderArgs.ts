/** The order a repayment screen is about, from its own URL first (plus the bulk-channel test knob). */
import { usePageParam, usePageQuery } from '../../hooks/pageParams';

export function useOrderArgs() {
  const query = usePageQuery();
  const productId = usePageParam('productId');
  const orderId = usePageParam('orderId');
  const channels = Number(query.channels);
  return {
    query,
    args: { productId, orderId },
    /** `channels=N` asks the contract server for N channels (long-list performance checks). */
    channels: Number.isInteger(channels) && channels > 0 ? channels : undefined,
  };
}
