/** The reporter: events batched until a flush, context added, every secret masked before sending. */
import { createReporter, MAX_QUEUE } from '../../src/app/reporting';

const CONTEXT = { route: '/abcIs', market: 'es', appVersion: '1.0.0', userAgent: 'LoanApp iOS' };

function setup() {
  const sent: { url: string; body: unknown[] }[] = [];
  const reporter = createReporter({
    url: '/__reports',
    context: () => CONTEXT,
    now: () => 42,
    send: (url, body) => void sent.push({ url, body: JSON.parse(body) as unknown[] }),
  });
  return { reporter, sent };
}

test('events wait for the flush and go out as one batch with route, market, version and agent', () => {
  const { reporter, sent } = setup();
  reporter.report({ type: 'error', message: 'TypeError: x is undefined' });
  reporter.report({ type: 'vital', name: 'LCP', value: 812.5, rating: 'good' });
  expect(sent).toEqual([]);
  reporter.flush();
  expect(sent).toEqual([
    {
      url: '/__reports',
      body: [
        { type: 'error', message: 'TypeError: x is undefined', ...CONTEXT, at: 42 },
        { type: 'vital', name: 'LCP', value: 812.5, rating: 'good', ...CONTEXT, at: 42 },
      ],
    },
  ]);
  reporter.flush();
  expect(sent).toHaveLength(1);
});

test('a session id, a phone, a code or a card number in a message or a URL never reaches the payload', () => {
  const { reporter, sent } = setup();
  reporter.report({ type: 'error', message: 'Error: boom sessionId=abc123 at /abcIs?sessionId=abc123&x=1' });
  reporter.report({ type: 'rejection', message: 'failed for {"mobilePhone":"13800138000","smsCode":"4321"}' });
  reporter.report({ type: 'routeError', message: 'card 4111111111111111 refused, call 13800138000' });
  reporter.flush();
  const body = JSON.stringify(sent);
  for (const secret of ['abc123', '13800138000', '4321', '4111111111111111']) expect(body).not.toContain(secret);
  expect(body).toContain('sessionId=***');
});

test('context fields are masked too (a route with a query)', () => {
  const sent: string[] = [];
  const reporter = createReporter({
    url: '/r',
    context: () => ({ ...CONTEXT, route: '/abcIs?sessionId=s-1&mobilePhone=13800138000' }),
    now: () => 0,
    send: (_url, body) => void sent.push(body),
  });
  reporter.report({ type: 'apiFailure', endpoint: 'coalitionApi/customerService', kind: 'http', status: 500 });
  reporter.flush();
  expect(sent[0]).not.toContain('s-1');
  expect(sent[0]).not.toContain('13800138000');
  expect(sent[0]).toContain('coalitionApi/customerService');
});

test('the queue is bounded: a loop of errors keeps only the latest', () => {
  const { reporter, sent } = setup();
  for (let i = 0; i < MAX_QUEUE + 10; i += 1) reporter.report({ type: 'error', message: `e${i}` });
  expect(reporter.pending()).toBe(MAX_QUEUE);
  reporter.flush();
  const body = sent[0].body as { message: string }[];
  expect(body[0].message).toBe('e10');
  expect(body.at(-1)!.message).toBe(`e${MAX_QUEUE + 9}`);
});
