/**
 * The phone's size decision before an upload (src/native/imageShrink.ts): which images go as they
 * are, the size a shrunk one is drawn at, its JPEG qualities, and the refusals that need no canvas.
 * The canvas part itself runs in Chromium (test/e2e/complaint.spec.ts), jsdom has none.
 */
import { getFile, registerFile } from '../../store/api/fileRegistry';
import { IMAGE_LIMITS } from '../../store/complaint/rules';
import { keepOriginal, planShrink, shrinkImage, undecodable, type PickedImage } from '../../src/native/imageShrink';

const MB = 1024 * 1024;
const img = (width: number, height: number, bytes: number, type = 'image/jpeg'): PickedImage => ({
  width,
  height,
  bytes,
  type,
});

describe('planShrink: small images are kept, others drawn with a long side of at most 1600', () => {
  test.each<[string, PickedImage, ReturnType<typeof planShrink>]>([
    ['a 1x1 PNG', img(1, 1, 67, 'image/png'), { keep: true }],
    ['1600x1200 JPEG of 1 MB', img(1600, 1200, MB), { keep: true }],
    ['a portrait 1200x1600 GIF', img(1200, 1600, 500_000, 'image/gif'), { keep: true }],
    ['WEBP, type in capitals', img(800, 600, 10_000, 'IMAGE/WEBP'), { keep: true }],
    [
      '4000x3000 camera photo',
      img(4000, 3000, 6 * MB),
      { keep: false, width: 1600, height: 1200, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      '3000x4000 portrait',
      img(3000, 4000, 6 * MB),
      { keep: false, width: 1200, height: 1600, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      '1601 wide, tiny in bytes',
      img(1601, 10, 2_000),
      { keep: false, width: 1600, height: 10, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      'a 12000x1 strip keeps a height of 1',
      img(12000, 1, 2_000),
      { keep: false, width: 1600, height: 1, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      'small in pixels, over 1 MB: re-encoded at its size',
      img(1500, 1000, MB + 1, 'image/png'),
      { keep: false, width: 1500, height: 1000, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      'HEIC (the server cannot read it): re-encoded',
      img(800, 600, 200_000, 'image/heic'),
      { keep: false, width: 800, height: 600, qualities: IMAGE_LIMITS.qualities },
    ],
    [
      'no type given: re-encoded',
      img(800, 600, 200_000, ''),
      { keep: false, width: 800, height: 600, qualities: IMAGE_LIMITS.qualities },
    ],
  ])('%s', (_name, picked, expected) => {
    expect(planShrink(picked, IMAGE_LIMITS)).toEqual(expected);
  });

  test('the first quality tried is 0.85', () => {
    const plan = planShrink(img(4000, 3000, 6 * MB), IMAGE_LIMITS);
    expect(plan.keep === false && plan.qualities[0]).toBe(0.85);
  });
});

describe('keepOriginal: a re-encoding that came out bigger loses to a sendable original', () => {
  test.each<[string, PickedImage, number, boolean]>([
    ['a 1.2 MB PNG screenshot whose JPEG is bigger', img(1200, 900, 1.2 * MB, 'image/png'), 1.5 * MB, true],
    ['the JPEG is smaller', img(1200, 900, 1.2 * MB, 'image/png'), 0.3 * MB, false],
    ['the original is too wide to send', img(4000, 3000, 2 * MB), 3 * MB, false],
    ['the original is over 5 MB', img(1600, 1200, 6 * MB, 'image/bmp'), 7 * MB, false],
    ['the original is HEIC', img(800, 600, 1.2 * MB, 'image/heic'), 2 * MB, false],
  ])('%s', (_name, picked, encoded, expected) => {
    expect(keepOriginal(picked, encoded, IMAGE_LIMITS)).toBe(expected);
  });
});

describe('refusals that need no canvas', () => {
  test('a file that does not decode is too large when it is an image over 5 MB, else not an image', () => {
    const sized = (size: number, type: string) => ({ size, type }) as Blob;
    expect(undecodable(sized(6 * MB, 'image/jpeg'), IMAGE_LIMITS)).toEqual({ refused: 'tooLarge' });
    expect(undecodable(sized(3 * MB, 'image/heic'), IMAGE_LIMITS)).toEqual({ refused: 'notImage' });
    expect(undecodable(sized(6 * MB, 'application/pdf'), IMAGE_LIMITS)).toEqual({ refused: 'notImage' });
  });

  test('an unknown id, an empty file and a text file are not images', async () => {
    expect(await shrinkImage('file-none', IMAGE_LIMITS)).toEqual({ refused: 'notImage' });
    expect(await shrinkImage(registerFile(new Blob([])), IMAGE_LIMITS)).toEqual({ refused: 'notImage' });
    const text = registerFile(new Blob(['hola'], { type: 'text/plain' }));
    expect(await shrinkImage(text, IMAGE_LIMITS)).toEqual({ refused: 'notImage' });
    expect(getFile(text)).toBeDefined();
  });

  test('a file over the input limit is too large before any decoding', async () => {
    const huge = registerFile(new Blob(['x'], { type: 'image/jpeg' }));
    expect(await shrinkImage(huge, { ...IMAGE_LIMITS, maxInputBytes: 0 })).toEqual({ refused: 'tooLarge' });
  });
});
