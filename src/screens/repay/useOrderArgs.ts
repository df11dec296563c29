/** The order a repayment screen is about, from the session query (plus the bulk-channel test knob). */
import { useAppSelector } from '../../../store';
import { selectQuery, selectSession } from '../../../store/session/selectors';

export function useOrderArgs() {
  const session = useAppSelector(selectSession);
  const query = useAppSelector(selectQuery);
  const channels = Number(query.channels);
  return {
    query,
    args: { productId: session.productId, orderId: session.orderId },
    /** `channels=N` asks the contract server for N channels (long-list performance checks). */
    channels: Number.isInteger(channels) && channels > 0 ? channels : undefined,
  };
}
