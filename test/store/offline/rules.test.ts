/** The rules of the last-known cache: display data only, no personal numbers, bounded in size, count and age. */
import type { LoanDetail, RepayPlan } from '../../../store/api/types';
import {
  CACHE_KEY,
  MAX_AGE_MS,
  MAX_ENTRIES,
  MAX_ENTRY_CHARS,
  displayOnly,
  findEntry,
  isOffline,
  looksLikePersonalNumber,
  parseCache,
  withEntry,
} from '../../../store/offline/rules';

const NOW = 1_764_000_000_000;

const detail: LoanDetail = {
  orderStatus: 174,
  noticeStatusText: 'Pendiente de pago',
  noticeDesText: 'Su próxima cuota vence pronto.',
  productName: 'Préstamo Plus',
  productLogo: '/img/p.svg',
  userOrderDetail: {
    detail: [
      { text: 'Número de pedido', value: '174' },
      { text: 'Monto a pagar', value: '3.250.00' },
      { text: 'Fecha de vencimiento', value: '2026-11-28' },
      { text: 'Teléfono', value: '+52 55 4163 2890' },
      { text: 'Tarjeta', value: '4152 3134 1234 5678' },
      { text: 'Hora', value: '2026-11-28 10:00:00' },
    ],
  },
  inside: { sessionId: 'secret-session', token: 'tok' },
  isScore: 1,
  h5Url: 'https://x.example/?sessionId=abc',
  isDelay: 1,
  isNewContract: 'https://x.example/contract?token=abc',
};

const plan: RepayPlan = {
  repayAmount: 325000,
  repayDate: '2026-11-28',
  productName: 'Préstamo Plus',
  productLogo: '',
  detail: [{ text: 'Número de pedido', value: '174' }],
  repayList: [{ reviewer: '', title: 'SPEI', list: [] }],
  noticeMsg: 'Conserve su comprobante.',
};

test('personal numbers: ten or more digits and nothing else; dates, amounts and order numbers stay', () => {
  expect(looksLikePersonalNumber('+52 55 4163 2890')).toBe(true);
  expect(looksLikePersonalNumber('4152313412345678')).toBe(true);
  expect(looksLikePersonalNumber('646-180-157-000-001-749')).toBe(true);
  expect(looksLikePersonalNumber('174')).toBe(false);
  expect(looksLikePersonalNumber('2026-11-28')).toBe(false);
  expect(looksLikePersonalNumber('2026-11-28 10:00:00')).toBe(false);
  expect(looksLikePersonalNumber('3.250.00')).toBe(false);
});

test('keeps only the display data: no session, tokens, links, personal numbers, rating prompt or channels', () => {
  const kept = displayOnly('loanDetail', detail);
  const text = JSON.stringify(kept);
  for (const secret of ['secret-session', 'tok', 'sessionId', 'token', '4163', '5678'])
    expect(text).not.toContain(secret);
  expect(kept.userOrderDetail.detail.map((r) => r.text)).toEqual([
    'Número de pedido',
    'Monto a pagar',
    'Fecha de vencimiento',
    'Hora',
  ]);
  expect(kept.isScore).toBe(0);
  expect(kept.noticeStatusText).toBe('Pendiente de pago');
  expect(displayOnly('repayPlan', plan).repayList).toEqual([]);
  expect(displayOnly('repayPlan', plan).repayAmount).toBe(325000);
});

test('write then read: the entry comes back with its time, through the response schema', () => {
  const raw = withEntry(null, { kind: 'loanDetail', orderId: '174', savedAt: NOW, data: detail }, NOW);
  const entry = findEntry(raw, 'loanDetail', '174', NOW + 1000);
  expect(entry?.savedAt).toBe(NOW);
  expect(entry?.data.productName).toBe('Préstamo Plus');
  expect(findEntry(raw, 'repayPlan', '174', NOW)).toBeNull();
  expect(findEntry(raw, 'loanDetail', '180', NOW)).toBeNull();
});

test('an entry older than the age bound, or from the future, is not shown', () => {
  const raw = withEntry(null, { kind: 'repayPlan', orderId: '174', savedAt: NOW, data: plan }, NOW);
  expect(findEntry(raw, 'repayPlan', '174', NOW + MAX_AGE_MS)).not.toBeNull();
  expect(findEntry(raw, 'repayPlan', '174', NOW + MAX_AGE_MS + 1)).toBeNull();
  expect(findEntry(raw, 'repayPlan', '174', NOW - 1)).toBeNull();
});

test('at most MAX_ENTRIES orders, the newest kept; the same order replaces itself', () => {
  let raw: string | null = null;
  for (let i = 0; i < MAX_ENTRIES + 3; i += 1)
    raw = withEntry(raw, { kind: 'repayPlan', orderId: String(i), savedAt: NOW + i, data: plan }, NOW + i);
  const last = NOW + MAX_ENTRIES + 2;
  expect(parseCache(raw, last).map((e) => e.orderId)).toEqual(['8', '7', '6', '5', '4', '3']);
  raw = withEntry(raw, { kind: 'repayPlan', orderId: '5', savedAt: last, data: plan }, last);
  expect(parseCache(raw, last).map((e) => e.orderId)).toEqual(['5', '8', '7', '6', '4', '3']);
});

test('an entry past the size bound is not written', () => {
  const big = { ...plan, noticeMsg: 'x'.repeat(MAX_ENTRY_CHARS) };
  expect(withEntry(null, { kind: 'repayPlan', orderId: '1', savedAt: NOW, data: big }, NOW)).toBeNull();
});

test('junk in storage reads as empty, never as data', () => {
  for (const junk of [
    '{',
    'null',
    '42',
    '{"a":1}',
    JSON.stringify([{ kind: 'loanDetail', orderId: '1', savedAt: NOW, data: { orderStatus: {} } }]),
  ])
    expect(parseCache(junk, NOW)).toEqual([]);
  expect(parseCache(JSON.stringify([{ kind: 'other', orderId: '1', savedAt: NOW, data: {} }]), NOW)).toEqual([]);
  expect(CACHE_KEY).toBe('lastKnown.v1');
});

test('only a failed connection counts as offline', () => {
  expect(isOffline({ kind: 'network', message: 'error' })).toBe(true);
  expect(isOffline({ kind: 'timeout', message: 'x' })).toBe(true);
  expect(isOffline({ kind: 'failed', message: 'No existe' })).toBe(false);
  expect(isOffline({ kind: 'malformed', message: 'x' })).toBe(false);
  expect(isOffline(undefined)).toBe(false);
});
