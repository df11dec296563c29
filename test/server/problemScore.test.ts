/** @jest-environment node */
/**
 * POST /coalition/problem-score (CONTRACT.md, additions): the server keeps a complaint's follow-up
 * score, after which problem-detail answers isNeedScore 0; bad input gets a clear refusal.
 */
import { resetServerState } from '../../server/handlers';
import { BASE, isCoalitionOk, postForm, SESSION, useContractServer } from './helpers';

useContractServer();

const detail = async (problemId: string | number) => (await postForm('/coalition/problem-detail', { problemId })).data;
const score = (problemId: string | number, value: string | number) =>
  postForm('/coalition/problem-score', { problemId, score: value });

test('a score is kept: the detail stops asking, until the server is reseeded', async () => {
  expect(Number((await detail(1)).isNeedScore)).toBe(1);
  const body = await score(1, 4);
  expect(isCoalitionOk(body)).toBe(true);
  expect(Number((await detail(1)).isNeedScore)).toBe(0);
  resetServerState();
  expect(Number((await detail(1)).isNeedScore)).toBe(1);
});

test('the same score sent again (an answer lost on the way) succeeds and changes nothing', async () => {
  expect(isCoalitionOk(await score(1, 5))).toBe(true);
  expect(isCoalitionOk(await score(1, 2))).toBe(true);
  expect(Number((await detail(1)).isNeedScore)).toBe(0);
});

test.each([
  ['no problemId', { score: 3 }, 1, /problemId/],
  ['an unknown complaint', { problemId: 999, score: 3 }, 1, /No existe/],
  ['no score', { problemId: 1 }, 2, /de 1 a 5/],
  ['score 0', { problemId: 1, score: 0 }, 2, /de 1 a 5/],
  ['score 6', { problemId: 1, score: 6 }, 2, /de 1 a 5/],
  ['a fractional score', { problemId: 1, score: '2.5' }, 2, /de 1 a 5/],
  ['a word', { problemId: 1, score: 'five' }, 2, /de 1 a 5/],
  ['a complaint that asks for no score', { problemId: 2, score: 3 }, 3, /no admite/],
])('refuses %s with a message, and keeps nothing', async (_what, payload, code, message) => {
  const body = await postForm('/coalition/problem-score', payload);
  expect(isCoalitionOk(body)).toBe(false);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(message);
  expect(Number((await detail(1)).isNeedScore)).toBe(1);
  expect(Number((await detail(2)).isNeedScore)).toBe(0);
});

test("the refusals are in the market of the call (an Indian borrower's are English)", async () => {
  const inEnglish = async (payload: Record<string, string | number>) => {
    const res = await fetch(`${BASE}/coalition/problem-score?${SESSION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en-IN' },
      body: new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString(),
    });
    return ((await res.json()) as { message: string }).message;
  };
  expect(await inEnglish({ score: 3 })).toBe('The problemId parameter is missing');
  expect(await inEnglish({ problemId: 999, score: 3 })).toBe('This complaint does not exist');
  expect(await inEnglish({ problemId: 1, score: 9 })).toBe('The rating must be from 1 to 5 stars');
  expect(await inEnglish({ problemId: 2, score: 3 })).toBe('This complaint cannot be rated');
});

test('/__control/answered-complaint gives browser suites their own complaint to score', async () => {
  const made = await postForm('/__control/answered-complaint');
  const problemId = made.data.problemId;
  expect(problemId).toBeGreaterThan(3);
  expect(Number((await detail(problemId)).isNeedScore)).toBe(1);
  expect(isCoalitionOk(await score(problemId, 3))).toBe(true);
  expect(Number((await detail(problemId)).isNeedScore)).toBe(0);
  // The seeded complaint 1 is untouched.
  expect(Number((await detail(1)).isNeedScore)).toBe(1);
});

test("a test's own complaint outlives another test's reset and stays out of the lists", async () => {
  const { problemId } = (await postForm('/__control/answered-complaint')).data;
  // Browser workers share one server: a reset by another spec must not take it away mid-test.
  resetServerState();
  expect(Number((await detail(problemId)).isNeedScore)).toBe(1);
  expect(isCoalitionOk(await score(problemId, 4))).toBe(true);
  resetServerState();
  expect(Number((await detail(problemId)).isNeedScore)).toBe(0);
  // Never listed: the lists other specs read stay as seeded.
  const lists = (await postForm('/coalition/problem-list')).data.tabs.flatMap(
    (t: { list: { id: number }[] }) => t.list,
  );
  expect(lists.map((c: { id: number }) => c.id).sort()).toEqual([1, 2, 3]);
  // Filed complaints never take its number.
  const saved = await postForm('/coalition/problem-save', { problemType: '2', problemDetail: 'x', orderNo: '174' });
  expect(isCoalitionOk(saved)).toBe(true);
  expect(Number((await detail(problemId)).isNeedScore)).toBe(0);
});
