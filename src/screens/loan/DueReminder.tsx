/**
 * "Add to calendar" on the loan detail of an order that is due (issue 20): the due date and amount
 * come from the order's repay plan (the detail call has them only as display rows). Loading or
 * failing quietly shows nothing: the reminder is a help, never in the way of the order's status.
 */
import { useRepayPlanQuery } from '../../../store/repay';
import { CalendarButton } from '../../components/CalendarButton';

export function DueReminder({ productId, orderId }: { productId: string; orderId: string }) {
  const { data } = useRepayPlanQuery({ productId, orderId });
  if (!data) return null;
  return (
    <CalendarButton
      orderId={orderId}
      dueDate={data.repayDate}
      amount={data.repayAmount}
      productName={data.productName}
    />
  );
}
