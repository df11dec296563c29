/** "Add to calendar" through the store: the `.ics` is made with the effects' clock and host, and downloaded. */
import ICAL from 'ical.js';
import { makeStore } from '../../../store';
import { calendarRequested, remindersFeature } from '../../../store/reminders';
import { fakeEffects } from '../../support/effects';

const settle = () => new Promise((r) => setTimeout(r, 0));

const request = {
  orderId: '174',
  date: '2026-11-28',
  summary: 'Repay ₹3.250.00',
  description: 'Due on 2026-11-28',
  alarm: 'Due tomorrow',
  fileName: 'repayment-reminder-174.ics',
};

test('downloads a calendar file (never the share sheet) stamped with the effects clock, and says so', async () => {
  const effects = fakeEffects({ pageUrl: () => 'https://pay.agilcredit.in/abcIs?orderId=174' });
  effects.clock = Date.UTC(2026, 10, 25, 8, 0, 0);
  makeStore({ effects, features: [remindersFeature] }).dispatch(calendarRequested(request));
  await settle();
  const [{ file, share }] = effects.delivered;
  expect(share).toBe(false);
  expect(file).toMatchObject({ name: 'repayment-reminder-174.ics', type: 'text/calendar' });
  const text = 'text' in file ? file.text : '';
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  expect(vevent.getFirstPropertyValue('uid')).toBe('repay-174-20261128@pay.agilcredit.in');
  expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-25T08:00:00Z');
  expect(effects.said()).toEqual(['calendarSaved']);
});

test('a date that is no day makes no file and says the file could not be saved', async () => {
  const effects = fakeEffects();
  makeStore({ effects, features: [remindersFeature] }).dispatch(calendarRequested({ ...request, date: 'pronto' }));
  await settle();
  expect(effects.delivered).toEqual([]);
  expect(effects.said()).toEqual(['fileNotSaved']);
});

test('a second tap while the file is on its way makes no second file; a tap after it makes one', async () => {
  const effects = fakeEffects();
  const store = makeStore({ effects, features: [remindersFeature] });
  store.dispatch(calendarRequested(request));
  store.dispatch(calendarRequested(request));
  await settle();
  expect(effects.delivered).toHaveLength(1);
  expect(effects.said()).toEqual(['calendarSaved']);
  store.dispatch(calendarRequested(request));
  await settle();
  expect(effects.delivered).toHaveLength(2);
});
