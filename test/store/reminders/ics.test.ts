/**
 * The reminder `.ics` (RFC 5545), checked the way a calendar reads it: parsed by ical.js (Mozilla's
 * parser behind Thunderbird's calendar), then its event, date, alarm and texts read back.
 */
import ICAL from 'ical.js';
import { icsDate, reminderDate, reminderFileName, type ReminderEvent } from '../../../store/reminders';
import { foldLine, reminderIcs } from '../../../store/reminders/ics';

const event: ReminderEvent = {
  orderId: '174',
  date: '2026-11-28',
  summary: 'Repay ₹3,250.00 · Préstamo Fácil; plazo, corto',
  description: 'Your repayment of ₹3,250.00 is due on 2026-11-28 (order 174).\nPay in the app to avoid late fees.',
  alarm: 'Your repayment of ₹3,250.00 is due tomorrow',
  host: 'pay.agilcredit.in',
  now: Date.UTC(2026, 10, 25, 1, 46, 0),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, ev: new ICAL.Event(vevent) };
}

test('parses as one all-day event on the due date with UID, DTSTAMP and the texts as given', () => {
  const text = reminderIcs(event)!;
  const { calendar, vevent, ev } = parse(text);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  expect(ev.uid).toBe('repay-174-20261128@pay.agilcredit.in');
  expect(ev.startDate.isDate).toBe(true);
  expect(ev.startDate.toString()).toBe('2026-11-28');
  expect(ev.endDate.toString()).toBe('2026-11-29');
  expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-25T01:46:00Z');
  expect(ev.summary).toBe(event.summary);
  expect(ev.description).toBe(event.description);
});

test('has a display alarm one day before', () => {
  const { vevent } = parse(reminderIcs(event)!);
  const alarm = vevent.getFirstSubcomponent('valarm')!;
  expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
  expect(alarm.getFirstPropertyValue('description')).toBe(event.alarm);
  const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
  expect(trigger.toSeconds()).toBe(-24 * 60 * 60);
});

test('lines end in CRLF and none is longer than 75 octets (UTF-8), so strict importers take it', () => {
  const text = reminderIcs({ ...event, description: '₹'.repeat(120) })!;
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(parse(text).ev.description).toBe('₹'.repeat(120));
});

test('folding never splits a character and unfolds to the original', () => {
  const line = `DESCRIPTION:${'aé₹😀'.repeat(40)}`;
  const folded = foldLine(line);
  expect(folded.replace(/\r\n /g, '')).toBe(line);
});

test('a date with a time uses its day; a day that does not exist gives no file', () => {
  expect(icsDate('2026-11-28 10:00:00')).toBe('20261128');
  expect(icsDate('2026-02-30')).toBeNull();
  expect(icsDate('28/11/2026')).toBeNull();
  expect(reminderIcs({ ...event, date: 'soon' })).toBeNull();
});

test('year end: the event ends on the next day of the next year', () => {
  expect(parse(reminderIcs({ ...event, date: '2026-12-31' })!).ev.endDate.toString()).toBe('2027-01-01');
});

test('the deferred date wins over the due date; a day already past gets no reminder', () => {
  expect(reminderDate({ dueDate: '2026-11-20', deferredDate: '2026-12-02' }, '2026-11-25')).toBe('2026-12-02');
  expect(reminderDate({ dueDate: '2026-11-28' }, '2026-11-25')).toBe('2026-11-28');
  expect(reminderDate({ dueDate: '2026-11-25 00:00:00' }, '2026-11-25')).toBe('2026-11-25');
  expect(reminderDate({ dueDate: '2026-11-20' }, '2026-11-25')).toBeNull();
  expect(reminderDate({ dueDate: '2026-11-28', deferredDate: 'bad' }, '2026-11-25')).toBe('2026-11-28');
  expect(reminderDate({ dueDate: '' }, '2026-11-25')).toBeNull();
});

test('file name keeps the order id safe', () => {
  expect(reminderFileName('repayment-reminder', '174')).toBe('repayment-reminder-174.ics');
  expect(reminderFileName('recordatorio-pago', '../x')).toBe('recordatorio-pago-x.ics');
});
