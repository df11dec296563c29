/** @jest-environment node */
/**
 * bind-card's Idempotency-Key: a repeated key of the same borrower (Chromium's own resend after a lost
 * answer, or the borrower's next tap) gets the first answer, not "already bound", and binds nothing
 * more; the same key with another card is refused in the market's language; the keys are bounded.
 */
import { MAX_REMEMBERED, state } from '../../server/state';
import { BASE, SESSION, useContractServer, type Json } from './helpers';

useContractServer();

const CARD = { cardNo: '4152313812345678', bankName: 'BBVA México', bankCode: 'BBVA' };

async function bind(
  key: string | null,
  change: Partial<typeof CARD> = {},
  { userId = '42', language = 'es-MX' } = {},
): Promise<Json> {
  const res = await fetch(`${BASE}/coalition/bind-card?${SESSION.replace('userId=42', `userId=${userId}`)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Language': language,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: new URLSearchParams({ ...CARD, ...change }).toString(),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const bound = (cardNo = CARD.cardNo) => state.bankCards.filter((c) => c.cardNo === cardNo).length;

test('a repeated key gets the first answer (bound), not "already bound", and binds the card once', async () => {
  const first = await bind('k-1');
  const again = await bind('k-1');
  expect(first).toMatchObject({ code: 0 });
  expect(again).toEqual(first);
  expect(bound()).toBe(1);
});

test('another key, or no key, for a bound card is refused as before', async () => {
  await bind('k-1');
  expect(await bind('k-2')).toMatchObject({ code: 2, message: 'La tarjeta ya está vinculada' });
  expect(await bind(null)).toMatchObject({ code: 2 });
  // The same key of another borrower is theirs, not this bind.
  expect(await bind('k-1', {}, { userId: '43' })).toMatchObject({ code: 2 });
  expect(bound()).toBe(1);
});

test.each([
  ['es-MX', 'Esta clave de envío ya se usó con otra tarjeta'],
  ['en-IN', 'This submission key was already used with another card'],
])('the same key with another card is refused, in the market of the call (%s)', async (language, message) => {
  await bind('k-1', {}, { language });
  for (const change of [{ cardNo: '4152313899990000' }, { bankName: 'Banorte' }, { bankCode: 'BANORTE' }]) {
    expect(await bind('k-1', change, { language })).toMatchObject({ code: 6, message });
  }
  expect(bound('4152313899990000')).toBe(0);
});

test('a refused bind is not remembered: its key may then bind the corrected card', async () => {
  expect((await bind('k-1', { bankName: '' })).code).not.toBe(0);
  expect((await bind('k-1')).code).toBe(0);
  expect(bound()).toBe(1);
});

test('the remembered keys are bounded', async () => {
  for (let i = 0; i < MAX_REMEMBERED; i += 1) state.bindsByKey.set(`x|${i}`, '');
  await bind('k-1');
  expect(state.bindsByKey.size).toBe(MAX_REMEMBERED);
  expect(state.bindsByKey.has('x|0')).toBe(false);
});
