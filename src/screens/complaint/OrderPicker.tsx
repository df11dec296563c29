/** The 'All' list: every order of the borrower in a bottom sheet; picking one chooses it. */
import { useAppDispatch } from '../../../store';
import { orderChosen, orderPickerClosed } from '../../../store/complaint';
import type { OrderCard as Order } from '../../../store/complaintRecords';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { Dialog } from '../../ui/Dialog';

interface Props {
  visible: boolean;
  orders: Order[];
  chosen: string;
}

export default function OrderPicker({ visible, orders, chosen }: Props) {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const close = () => dispatch(orderPickerClosed());
  return (
    <Dialog
      open={visible}
      title={t.chooseOrder}
      placement="sheet"
      onDismiss={close}
      dismissOnBackdrop
      aside={
        <button type="button" className="btn" onClick={close}>
          {t.closeOrders}
        </button>
      }
    >
      <ul className="order-picker-list">
        {orders.map((o) => {
          const no = String(o.orderNo);
          return (
            <li key={no}>
              <button
                type="button"
                className="order-option"
                aria-pressed={no === chosen}
                onClick={() => dispatch(orderChosen({ orderNo: no, isShow: String(o.isShow) }))}
              >
                <span className="order-option-name">{o.productName}</span>
                <span className="muted">
                  {t.orderNumber} {no}
                </span>
                {o.status !== '' && <span className="order-status">{String(o.status)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
