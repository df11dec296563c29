/** @jest-environment node */
/**
 * problem-save's Idempotency-Key: a repeated key of the same borrower (a retry whose answer was lost)
 * gets the first answer and saves nothing more; the same key with another complaint is refused in
 * the market's language; the remembered keys are bounded.
 */
import { MAX_REMEMBERED, state } from '../../server/state';
import { BASE, SESSION, useContractServer, type Json } from './helpers';

useContractServer();

const COMPLAINT = {
  problemType: '2',
  problemSonType: '',
  problemDetail: 'La comisión no coincide con la cotización.',
  problemImage: '',
  orderNo: '174',
};

async function save(
  key: string | null,
  change: Partial<typeof COMPLAINT> = {},
  { userId = '42', language = 'es-MX' } = {},
): Promise<Json> {
  const res = await fetch(`${BASE}/coalition/problem-save?${SESSION.replace('userId=42', `userId=${userId}`)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Language': language,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: new URLSearchParams({ ...COMPLAINT, ...change }).toString(),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const saved = () => state.complaints.filter((c) => c.orderNo === '174' && c.type === 'Tasas y comisiones').length;

test('a repeated key gets the first answer and saves no second complaint', async () => {
  const before = saved();
  const first = await save('k-1');
  const again = await save('k-1');
  expect(first).toMatchObject({ code: 0 });
  expect(again).toEqual(first);
  expect(saved()).toBe(before + 1);
  // Another key is another complaint; the same key of another borrower is theirs.
  await save('k-2');
  await save('k-1', {}, { userId: '43' });
  expect(saved()).toBe(before + 3);
});

test('without a key every call saves, as before', async () => {
  const before = saved();
  await save(null);
  await save(null);
  expect(saved()).toBe(before + 2);
});

test.each([
  ['es-MX', 'Esta clave de envío ya se usó con otra queja'],
  ['en-IN', 'This submission key was already used with another complaint'],
])('the same key with another complaint is refused, in the market of the call (%s)', async (language, message) => {
  const before = saved();
  await save('k-1', {}, { language });
  for (const change of [{ problemDetail: 'Otra cosa' }, { problemImage: '/uploads/a.png' }, { problemType: '3' }]) {
    const other = await save('k-1', change, { language });
    expect(other).toMatchObject({ code: 6, message });
  }
  expect(saved()).toBe(before + 1);
});

test('a refused complaint is not remembered: its key may then save the corrected one', async () => {
  const before = saved();
  expect((await save('k-1', { problemDetail: ' ' })).code).not.toBe(0);
  expect((await save('k-1')).code).toBe(0);
  expect(saved()).toBe(before + 1);
});

test('the remembered keys are bounded', async () => {
  for (let i = 0; i < MAX_REMEMBERED; i += 1) state.complaintsByKey.set(`x|${i}`, '');
  await save('k-1');
  expect(state.complaintsByKey.size).toBe(MAX_REMEMBERED);
  expect(state.complaintsByKey.has('x|0')).toBe(false);
});
