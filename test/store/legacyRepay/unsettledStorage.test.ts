/**
 * The rules of the phone's "unsettled card payment" marker: only well-formed, young markers are read
 * back; a borrower only finds their own order's; at most a handful are kept; nothing but the borrower,
 * the order, the amount and the time is ever written.
 */
import {
  clearMarker,
  findMarker,
  MAX_AGE_MS,
  MAX_MARKERS,
  parseMarkers,
  readMarker,
  UNSETTLED_KEY,
  withMarker,
  withoutMarker,
  writeMarker,
  type UnsettledMarker,
} from '../../../store/legacyRepay/unsettledStorage';
import { fakeEffects } from '../../support/effects';

const NOW = 1_700_000_000_000;
const marker = (over: Partial<UnsettledMarker> = {}): UnsettledMarker => ({
  userId: '10001',
  orderId: '174',
  amount: '3000',
  sentAt: NOW - 60_000,
  ...over,
});
const raw = (...items: unknown[]) => JSON.stringify(items);

describe('reading', () => {
  test('a well-formed marker is read back as written', () => {
    expect(parseMarkers(raw(marker()), NOW)).toEqual([marker()]);
    expect(findMarker(raw(marker()), { userId: '10001', orderId: '174' }, NOW)).toEqual(marker());
  });

  test.each([
    ['nothing', null],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['JSON that is not a list', '{"userId":"10001"}'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"unsettled"'],
    ['an oversized value', raw(marker(), 'x'.repeat(9_000))],
  ])('%s reads as no marker', (_what, value) => {
    expect(parseMarkers(value, NOW)).toEqual([]);
    expect(findMarker(value, { userId: '10001', orderId: '174' }, NOW)).toBeNull();
  });

  test.each([
    ['no userId', { userId: undefined }],
    ['an empty userId', { userId: '' }],
    ['a numeric userId', { userId: 10001 }],
    ['an overlong orderId', { orderId: '1'.repeat(65) }],
    ['an empty orderId', { orderId: '' }],
    ['an amount that is a number', { amount: 3000 }],
    ['an amount of zero', { amount: '0' }],
    ['an amount with three decimals', { amount: '12.345' }],
    ['an amount with a trailing point', { amount: '12.' }],
    ['an amount as text', { amount: 'lots' }],
    ['a time as text', { sentAt: String(NOW) }],
    ['no time', { sentAt: undefined }],
    ['a time that is not finite', { sentAt: Infinity }],
  ])('a marker with %s is left out; the good ones beside it stay', (_what, over) => {
    const good = marker({ orderId: '180' });
    expect(parseMarkers(raw({ ...marker(), ...over }, null, 'junk', [1], good), NOW)).toEqual([good]);
  });

  test('a marker older than 24 h is gone; one of 24 h is still there', () => {
    expect(parseMarkers(raw(marker({ sentAt: NOW - MAX_AGE_MS - 1 })), NOW)).toEqual([]);
    expect(parseMarkers(raw(marker({ sentAt: NOW - MAX_AGE_MS })), NOW)).toHaveLength(1);
  });

  test('a clock set back a few minutes keeps a marker; one from far in the future is junk', () => {
    expect(parseMarkers(raw(marker({ sentAt: NOW + 5 * 60_000 })), NOW)).toHaveLength(1);
    expect(parseMarkers(raw(marker({ sentAt: NOW + 60 * 60_000 })), NOW)).toEqual([]);
  });

  test('another borrower on the same phone, or another order, finds nothing', () => {
    const stored = raw(marker());
    expect(findMarker(stored, { userId: '10002', orderId: '174' }, NOW)).toBeNull();
    expect(findMarker(stored, { userId: '10001', orderId: '180' }, NOW)).toBeNull();
    expect(findMarker(stored, { userId: '', orderId: '174' }, NOW)).toBeNull();
  });

  test('only the first handful of a stored list are read', () => {
    const many = Array.from({ length: MAX_MARKERS + 3 }, (_, i) => marker({ orderId: String(i) }));
    expect(parseMarkers(JSON.stringify(many), NOW).map((m) => m.orderId)).toEqual(['0', '1', '2', '3', '4']);
  });

  test('only the four fields come back, whatever else an entry holds', () => {
    const extra = { ...marker(), repayToken: 'tok-secret', cardNo: '4152313412345678' };
    expect(parseMarkers(raw(extra), NOW)).toEqual([marker()]);
  });
});

describe('writing', () => {
  test('a new marker goes first; the same borrower and order replace theirs', () => {
    const first = withMarker(null, marker(), NOW)!;
    const other = withMarker(first, marker({ orderId: '180' }), NOW)!;
    const again = withMarker(other, marker({ amount: '12.5', sentAt: NOW }), NOW)!;
    expect(parseMarkers(again, NOW)).toEqual([marker({ amount: '12.5', sentAt: NOW }), marker({ orderId: '180' })]);
  });

  test('another borrower of the same order keeps their own marker', () => {
    const both = withMarker(withMarker(null, marker(), NOW), marker({ userId: '10002' }), NOW)!;
    expect(parseMarkers(both, NOW).map((m) => m.userId)).toEqual(['10002', '10001']);
  });

  test('at most a handful are kept: the oldest written goes', () => {
    let stored: string | null = null;
    for (let i = 0; i < MAX_MARKERS + 2; i++) stored = withMarker(stored, marker({ orderId: String(i) }), NOW);
    expect(parseMarkers(stored, NOW).map((m) => m.orderId)).toEqual(['6', '5', '4', '3', '2']);
    expect(JSON.parse(stored!)).toHaveLength(MAX_MARKERS);
  });

  test('markers past 24 h and junk are dropped on write', () => {
    const stored = raw(marker({ orderId: '1', sentAt: NOW - MAX_AGE_MS - 1 }), 'junk', marker({ orderId: '2' }));
    expect(JSON.parse(withMarker(stored, marker({ orderId: '3' }), NOW)!)).toEqual([
      marker({ orderId: '3' }),
      marker({ orderId: '2' }),
    ]);
  });

  test('a marker without a borrower or an order is never written', () => {
    expect(withMarker(raw(marker()), marker({ userId: '' }), NOW)).toBeNull();
    expect(withMarker(null, marker({ orderId: '' }), NOW)).toBeNull();
    const { storage, stored } = fakeEffects();
    writeMarker(storage, marker({ userId: '' }), NOW);
    expect(stored.size).toBe(0);
  });

  test('clearing one order leaves the others; clearing the last removes the key', () => {
    const two = raw(marker(), marker({ orderId: '180' }));
    expect(parseMarkers(withoutMarker(two, { userId: '10001', orderId: '174' }, NOW), NOW)).toEqual([
      marker({ orderId: '180' }),
    ]);
    expect(withoutMarker(raw(marker()), { userId: '10001', orderId: '174' }, NOW)).toBeNull();
    // Another borrower's clearing does not touch this one.
    expect(parseMarkers(withoutMarker(raw(marker()), { userId: '10002', orderId: '174' }, NOW), NOW)).toEqual([
      marker(),
    ]);
  });

  test('through the storage effect: written under one key, read back, cleared', () => {
    const { storage, stored } = fakeEffects();
    writeMarker(storage, marker(), NOW);
    expect([...stored.keys()]).toEqual([UNSETTLED_KEY]);
    expect(JSON.parse(stored.get(UNSETTLED_KEY)!)).toEqual([marker()]);
    expect(readMarker(storage, { userId: '10001', orderId: '174' }, NOW)).toEqual(marker());
    clearMarker(storage, { userId: '10001', orderId: '174' }, NOW);
    expect(stored.size).toBe(0);
  });

  test('junk in storage is replaced, never thrown on', () => {
    const { storage, stored } = fakeEffects();
    stored.set(UNSETTLED_KEY, '{not json');
    expect(readMarker(storage, { userId: '10001', orderId: '174' }, NOW)).toBeNull();
    writeMarker(storage, marker(), NOW);
    expect(JSON.parse(stored.get(UNSETTLED_KEY)!)).toEqual([marker()]);
    stored.set(UNSETTLED_KEY, '[[[');
    clearMarker(storage, { userId: '10001', orderId: '174' }, NOW);
    expect(stored.has(UNSETTLED_KEY)).toBe(false);
  });
});
