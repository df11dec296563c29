/**
 * The head start's request key (store/api/headStart.ts): one call whatever the order of its fields,
 * another call when a value, a header or the method differs; and made without the collator, whose
 * first use costs a phone's main thread 65-100 ms while the page starts (issue 18).
 */
import { clearHeadStarts, headStart, requestKey, sharedRequest } from '../../../store/api/headStart';

const post = (body: string, headers: Record<string, string> = { 'Accept-Language': 'es-MX' }) => ({
  method: 'POST',
  headers,
  body,
});

afterEach(() => {
  clearHeadStarts();
  jest.restoreAllMocks();
});

test('a JSON body is the same call whatever the order of its fields', () => {
  expect(requestKey('/v3/a', post('{"productId":"1","orderId":"174"}'))).toBe(
    requestKey('/v3/a', post('{"orderId":"174","productId":"1"}')),
  );
});

test('a form body is the same call whatever the order of its fields', () => {
  expect(requestKey('/legacy', post('b=2&a=1'))).toBe(requestKey('/legacy', post('a=1&b=2')));
});

test('another value, header, method or URL is another call', () => {
  const key = requestKey('/v3/a', post('{"productId":"1","orderId":"174"}'));
  expect(requestKey('/v3/a', post('{"productId":"1","orderId":"175"}'))).not.toBe(key);
  expect(requestKey('/v3/a', post('{"productId":"1","orderId":"174"}', { 'Accept-Language': 'en-IN' }))).not.toBe(key);
  expect(requestKey('/v3/a', { ...post('{"productId":"1","orderId":"174"}'), method: 'PUT' })).not.toBe(key);
  expect(requestKey('/v3/b', post('{"productId":"1","orderId":"174"}'))).not.toBe(key);
});

test('field names are ordered by code unit, without the collator', () => {
  const collator = jest.spyOn(String.prototype, 'localeCompare');
  const key = requestKey('/v3/a', post('{"b":1,"B":2,"a":3}'));
  expect(collator).not.toHaveBeenCalled();
  expect(key.endsWith('{"B":2,"a":3,"b":1}')).toBe(true);
});

test('a head start serves the first identical call once; the next one asks the network', async () => {
  const network = jest.fn(() => Promise.resolve('fresh'));
  const key = requestKey('/v3/a', post('{"productId":"1"}'));
  headStart(() => sharedRequest(key, () => Promise.resolve('early')));
  await expect(sharedRequest(requestKey('/v3/a', post('{"productId":"1"}')), network)).resolves.toBe('early');
  expect(network).not.toHaveBeenCalled();
  await expect(sharedRequest(key, network)).resolves.toBe('fresh');
  expect(network).toHaveBeenCalledTimes(1);
});
