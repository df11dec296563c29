/** The order a complaint is about: logo, product, status and its title/value rows (SPEC §2). */
import type { OrderCard as Order } from '../../../store/complaintRecords';
import { DetailList } from '../../components/DetailList';
import { safeImg } from '../../native/safeUrl';

export function OrderCard({ order, heading, action }: { order: Order; heading: string; action?: React.ReactNode }) {
  const logo = safeImg(order.productLogo);
  return (
    <section className="card order-card" aria-label={heading}>
      <div className="order-card-head">
        {logo ? (
          <img className="order-logo" src={logo} alt="" width={40} height={40} />
        ) : (
          <span className="order-logo" aria-hidden="true" />
        )}
        <div className="order-card-title">
          <strong>{order.productName}</strong>
          {order.status !== '' && <span className="order-status">{String(order.status)}</span>}
        </div>
        {action}
      </div>
      <DetailList rows={order.list.map((r) => ({ label: r.title, value: String(r.value) }))} />
    </section>
  );
}
