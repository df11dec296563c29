/** The complaint rules as tables: the type choice, the 200-character cut, the score flag, the payload, drafts, URLs. */
import {
  asksForScore,
  charCount,
  chooseType,
  cutText,
  fitInsert,
  savePayload,
  type TypeChoice,
} from '../../../store/complaint/rules';
import { parseDraft } from '../../../store/complaint/draftStorage';
import { detailUrl, formUrl, homeUrl, listUrl } from '../../../store/complaint/urls';

describe('chooseType: type 1 needs an order whose isShow is 1; any other type opens its form', () => {
  test.each<[string, string, TypeChoice]>([
    ['1', '1', { kind: 'subTypes' }],
    ['0', '1', { kind: 'blocked' }],
    ['', '1', { kind: 'blocked' }],
    ['2', '1', { kind: 'blocked' }],
    ['1', '2', { kind: 'form', target: { orderNo: '174', type: '2', sonType: '' } }],
    ['0', '3', { kind: 'form', target: { orderNo: '174', type: '3', sonType: '' } }],
  ])('isShow %j, type %j', (isShow, type, expected) => {
    expect(chooseType({ orderNo: '174', isShow }, type)).toEqual(expected);
  });
});

describe('fitInsert: only as much of the inserted part as fits', () => {
  test.each([
    ['', 'abc', 5, 'abc'],
    ['abcde', 'abcdeX', 5, 'abcde'],
    ['abcde', 'abXcde', 5, 'abcde'],
    ['abcdef', 'abc123456def', 8, 'abc12def'],
    ['', 'x'.repeat(300), 200, 'x'.repeat(200)],
    ['ab', 'ab😀😀😀', 4, 'ab😀😀'],
  ])('%j -> %j (max %d)', (prev, next, max, expected) => {
    expect(fitInsert(prev, next, max)).toBe(expected);
  });
});

test.each([
  ['', 0],
  ['abc', 3],
  ['😀😀', 2],
  ['ñandú', 5],
])('charCount(%j) is %d', (text, n) => {
  expect(charCount(text)).toBe(n);
  expect(cutText(text, 1)).toBe(Array.from(text).slice(0, 1).join(''));
});

test.each<[unknown, boolean]>([
  [1, true],
  ['1', true],
  ['2', true],
  [0, false],
  ['0', false],
  ['', false],
  [null, false],
  [undefined, false],
])('asksForScore(%j) is %j', (flag, expected) => {
  expect(asksForScore(flag)).toBe(expected);
});

test('the problem-save payload (SPEC: complaint save payload)', () => {
  const target = { orderNo: '174', type: '1', sonType: '12' };
  expect(savePayload(target, 'Texto', ['/uploads/a.png', '/uploads/b.png'])).toEqual({
    problemType: '1',
    problemSonType: '12',
    problemDetail: 'Texto',
    problemImage: '/uploads/a.png,/uploads/b.png',
    orderNo: '174',
  });
  expect(savePayload(target, 'Texto', []).problemImage).toBe('');
});

describe('parseDraft: junk reads as nothing, wrong types as empty', () => {
  test.each<[string | null, ReturnType<typeof parseDraft>]>([
    [null, null],
    ['', null],
    ['{not json', null],
    ['null', null],
    ['42', null],
    ['"text"', null],
    ['{"text":"Hola","images":["/a.png"]}', { text: 'Hola', images: ['/a.png'] }],
    ['{"text":7,"images":"x"}', { text: '', images: [] }],
    ['{"images":["/a.png",3,null]}', { text: '', images: ['/a.png'] }],
  ])('%j', (raw, expected) => {
    expect(parseDraft(raw)).toEqual(expected);
  });
});

describe('complaint URLs carry the session and only their own page keys', () => {
  const carried = { sessionId: 's', 'need-pop': '1' };
  test.each([
    [homeUrl(carried, '174'), '/friendsIts?sessionId=s&need-pop=1&orderId=174'],
    [homeUrl(carried, ''), '/friendsIts?sessionId=s&need-pop=1'],
    [
      formUrl(carried, { orderNo: '174', type: '1', sonType: '12' }),
      '/complainPageNext?sessionId=s&need-pop=1&problemType=1&problemSonType=12&orderNo=174',
    ],
    [
      formUrl(carried, { orderNo: '174', type: '2', sonType: '' }),
      '/complainPageNext?sessionId=s&need-pop=1&problemType=2&problemSonType=&orderNo=174',
    ],
    [listUrl(carried), '/complaintList?sessionId=s&need-pop=1'],
    [detailUrl(carried, '7'), '/complainDetails?sessionId=s&need-pop=1&problemId=7'],
    [listUrl({}), '/complaintList'],
  ])('%s', (url, expected) => {
    expect(url).toBe(expected);
  });
});
