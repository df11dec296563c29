/**
 * "Add to calendar": a reminder of the due date (or the deferred date after an extension) as an
 * `.ics` file with an alarm the day before (store/reminders). Not offered for a day already past.
 */
import { useAppDispatch } from '../../store';
import { calendarRequested, reminderDate, reminderFileName } from '../../store/reminders';
import { dayOf } from '../format/date';
import { formatMoney, withCurrency } from '../format/money';
import * as calendarPacks from '../i18n/calendar';
import { useCommon, usePack } from '../i18n/usePack';
import './calendarButton.css';

interface Props {
  orderId: string;
  /** Server date (`YYYY-MM-DD`, maybe with a time). */
  dueDate: string | number;
  deferredDate?: string | number;
  /** Integer cents; left out of the texts when unknown. */
  amount?: string | number;
  productName?: string;
  /** The button's words (the extension screen says "the new date"). */
  label?: string;
}

export function CalendarButton({ orderId, dueDate, deferredDate, amount, productName = '', label }: Props) {
  const t = usePack(calendarPacks);
  const common = useCommon();
  const dispatch = useAppDispatch();
  // Today as the phone sees it: a reminder is for a day still ahead.
  const date = reminderDate(
    { dueDate: String(dueDate), deferredDate: deferredDate === undefined ? undefined : String(deferredDate) },
    dayOf(new Date()),
  );
  if (!date) return null;
  const money = amount === undefined || amount === '' ? '' : withCurrency(formatMoney(amount), common.currency);
  const add = () =>
    dispatch(
      calendarRequested({
        orderId,
        date,
        summary: t.calendarSummary(productName, money),
        description: t.calendarDescription(money, date, orderId),
        alarm: t.calendarAlarm(money),
        fileName: reminderFileName(t.calendarFile, orderId),
      }),
    );
  return (
    <button type="button" className="btn btn-block calendar-button" onClick={add}>
      <svg className="calendar-icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v10H5V9zm2 2v2h2v-2H7z"
          fill="currentColor"
        />
      </svg>
      {label ?? t.addToCalendar}
    </button>
  );
}
