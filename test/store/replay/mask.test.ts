/** Secrets are masked in recordings and DevTools, keeping the shape that validations replay on. */
import { maskSecrets } from '../../../store/replay/mask';

test('session ids are replaced; phones keep first 3 and last 4 digits; codes lose their digits; cards keep the last 4', () => {
  const masked = maskSecrets({
    type: 'x',
    payload: {
      query: { sessionId: 'sess-123', mobilePhone: '13812345678', need: 'keep' },
      phone: '138 1234 5678',
      smsCode: '123456',
      verifyCode: '654321',
      cards: [{ cardNo: '6222020200112233445', bankName: 'BBVA' }],
    },
  });
  expect(masked.payload.query).toEqual({ sessionId: '***', mobilePhone: '13800005678', need: 'keep' });
  expect(masked.payload.phone).toBe('138 0000 5678');
  expect(masked.payload.smsCode).toBe('000000');
  expect(masked.payload.verifyCode).toBe('000000');
  expect(masked.payload.cards[0]).toEqual({ cardNo: '0000000000000003445', bankName: 'BBVA' });
});

test('the input is not changed and non-plain values are named, not kept', () => {
  const input = { sessionId: 's', file: new Blob(['x']) };
  const masked = maskSecrets(input) as unknown as Record<string, unknown>;
  expect(input.sessionId).toBe('s');
  expect(masked.file).toBe('[Blob]');
});

test('session params in a recorded URL are masked too', () => {
  const { maskUrl } = jest.requireActual('../../../store/replay/mask');
  expect(maskUrl('/abcIs?sessionId=abc&mobilePhone=13812345678&orderId=174')).toBe(
    '/abcIs?sessionId=***&mobilePhone=13800005678&orderId=174',
  );
});

test('a URL in any field (a page change) loses the session it carries, and keeps its own encoding otherwise', () => {
  const { maskSecrets } = jest.requireActual('../../../store/replay/mask');
  const action = {
    type: 'navigation/requested',
    payload: { url: '/abcIs?orderId=21&sessionId=sess-demo-0001&mobilePhone=13800138000&need-pop=1#top' },
  };
  const masked = JSON.stringify(maskSecrets(action));
  expect(masked).not.toContain('sess-demo-0001');
  expect(masked).not.toContain('13800138000');
  expect(masked).toContain('orderId=21');
  expect(masked).toContain('#top');
  const plain = { url: '/complainPageNext?problemType=a%20b&orderNo=' };
  expect(maskSecrets(plain)).toEqual(plain);
});

test('the client headers that identify the borrower are masked in a query, a URL and the session state', () => {
  const headers = {
    crp_phe: 'PHONE-TOKEN',
    dearest: 'D-TOKEN',
    showy: 'S-TOKEN',
    dearer: 'R-TOKEN',
    swift: 'W',
    eyes: 'E',
  };
  const masked = JSON.stringify(
    maskSecrets({
      type: 'session/started',
      payload: { query: { ...headers, orderId: '174', language: 'es' } },
      state: {
        session: { jsonHeaders: { crp_phe: 'PHONE-TOKEN', language: 'es' }, formHeaders: { swift: 'W', eyes: 'E' } },
      },
      url: `/abcIs?orderId=174&${new URLSearchParams(headers).toString()}`,
    }),
  );
  for (const secret of ['PHONE-TOKEN', 'D-TOKEN', 'S-TOKEN', 'R-TOKEN', '"W"', '"E"', 'swift=W', 'eyes=E']) {
    expect(masked).not.toContain(secret);
  }
  expect(masked).toContain('"orderId":"174"');
  expect(masked).toContain('"language":"es"');
  expect(masked).toContain('orderId=174');
});
