/**
 * The complaint rules as tables: the type choice, the 200-character cut, the score flag, the payload,
 * the shrink verdict, drafts, URLs.
 */
import {
  IMAGE_LIMITS,
  asksForScore,
  charCount,
  chooseType,
  cutText,
  fitInsert,
  savePayload,
  shrinkVerdict,
  type TypeChoice,
  hasOrders,
} from '../../../store/complaint/rules';
import { parseDraft, writeDraft } from '../../../store/complaint/draftStorage';
import type { ShrinkOutcome } from '../../../store/effects';

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
    ['{"text":"a","images":[],"unsent":true}', { text: 'a', images: [], unsent: true }],
    ['{"text":"a","images":[],"unsent":"yes"}', { text: 'a', images: [] }],
  ])('%j', (raw, expected) => {
    expect(parseDraft(raw)).toEqual(expected);
  });
});

describe('writeDraft: an empty draft is removed unless an image is in flight', () => {
  test.each([
    [{ text: '', images: [] }, null],
    [{ text: '', images: [], unsent: false }, null],
    [{ text: '', images: [], unsent: true }, '{"text":"","images":[],"unsent":true}'],
    [{ text: 'a', images: ['/u.png'] }, '{"text":"a","images":["/u.png"]}'],
  ])('%j', (draft, expected) => {
    const stored = new Map<string, string>([['k', 'old']]);
    writeDraft(
      {
        getItem: (k) => stored.get(k) ?? null,
        setItem: (k, v) => void stored.set(k, v),
        removeItem: (k) => void stored.delete(k),
      },
      'k',
      draft,
    );
    expect(stored.get('k') ?? null).toBe(expected);
  });
});

describe('shrinkVerdict: what the phone gave, checked again against the server limit', () => {
  const MB = 1024 * 1024;
  test('the limits: long side 1600, JPEG 0.85 first, 5 MB sent, 1 MB kept', () => {
    expect(IMAGE_LIMITS).toMatchObject({ maxSide: 1600, maxBytes: 5 * MB, keepBytes: MB });
    expect(IMAGE_LIMITS.qualities[0]).toBe(0.85);
    expect([...IMAGE_LIMITS.qualities].sort((a, b) => b - a)).toEqual([...IMAGE_LIMITS.qualities]);
  });
  test.each<[ShrinkOutcome, ReturnType<typeof shrinkVerdict>]>([
    [
      { fileId: 'f', bytes: 1, kept: true },
      { send: 'f', bytes: 1, kept: true },
    ],
    [
      { fileId: 'g', bytes: 5 * MB, kept: false },
      { send: 'g', bytes: 5 * MB, kept: false },
    ],
    [{ fileId: 'g', bytes: 5 * MB + 1, kept: false }, { refused: 'tooLarge' }],
    [{ fileId: 'g', bytes: 0, kept: true }, { refused: 'notImage' }],
    [{ fileId: 'g', bytes: Number.NaN, kept: true }, { refused: 'notImage' }],
    [{ refused: 'notImage' }, { refused: 'notImage' }],
    [{ refused: 'tooLarge' }, { refused: 'tooLarge' }],
  ])('%j', (outcome, expected) => {
    expect(shrinkVerdict(outcome)).toEqual(expected);
  });
});

test.each([
  [{ orderDetail: { orderNo: '1' }, orderList: [{}] }, true],
  [{ orderDetail: null, orderList: [{}] }, false],
  [{ orderDetail: { orderNo: '1' }, orderList: [] }, false],
  [{ orderList: [] }, false],
])('hasOrders(%p) is %p (SPEC §2: an order detail and a non-empty list)', (init, expected) => {
  expect(hasOrders(init)).toBe(expected);
});
