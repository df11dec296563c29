/**
 * A repayment reminder as an iCalendar file (RFC 5545): one all-day VEVENT on the due date with a
 * VALARM the day before, which phone calendars (Google, Apple, Outlook) import from a downloaded
 * `.ics`. Pure: the clock, the texts (market words, amount already formatted) and the host come in.
 * Loaded with the first "Add to calendar" tap (store/reminders/listeners.ts); the screens' light
 * helpers are in days.ts.
 */
import { icsDate } from './days';

export interface ReminderEvent {
  /** The order the reminder is about: with the date, it makes the UID, so importing twice updates one event. */
  orderId: string;
  /** The day the payment is due: `YYYY-MM-DD` (a time after it is ignored). */
  date: string;
  summary: string;
  description: string;
  /** What the alarm says the day before. */
  alarm: string;
  /** Domain part of the UID (the page's host), so UIDs stay globally unique per lender. */
  host: string;
  /** DTSTAMP: when the file was made (epoch ms). */
  now: number;
}

const nextDay = (ymd: string) => {
  const day = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + 1));
  return day.toISOString().slice(0, 10).replace(/-/g, '');
};

/** RFC 5545 §3.3.5 UTC form: `20261125T014600Z`. */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as `\n`. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + a space), never inside a UTF-8
 * character: "₹" and "é" are more than one octet.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The `.ics` text, or null when the date is no calendar day (the screen then offers no reminder). */
export function reminderIcs(e: ReminderEvent): string | null {
  const day = icsDate(e.date);
  if (!day) return null;
  const uidPart = (s: string) => s.replace(/[^A-Za-z0-9.-]/g, '') || 'order';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//loan-h5//Repayment reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:repay-${uidPart(e.orderId)}-${day}@${uidPart(e.host)}`,
    `DTSTAMP:${stamp(e.now)}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${nextDay(day)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    // An all-day reminder should not mark the borrower busy.
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.alarm)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
