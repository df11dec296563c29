/** @jest-environment node */
/** Uploads per process are bounded: past UPLOAD_QUOTA every upload gets a clear refusal. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fitsQuota, UPLOAD_QUOTA } from '../../server/uploads';
import { BASE, useContractServer } from './helpers';

useContractServer();

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'contract-quota-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  delete process.env.DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload() {
  const form = new FormData();
  form.append('problemImage', new Blob([PNG], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${BASE}/coalition/upload-problem-img`, { method: 'POST', body: form });
  return (await res.json()) as { code: number; message: string; data: { url: string } | null };
}

test.each([
  ['room left', { files: 0, bytes: 0 }, 5 * MB, true],
  ['the last file that fits', { files: 199, bytes: 95 * MB }, 5 * MB, true],
  ['one file too many', { files: 200, bytes: 0 }, 1, false],
  ['one byte too many', { files: 10, bytes: 95 * MB }, 5 * MB + 1, false],
  ['exactly the byte budget', { files: 10, bytes: 100 * MB - 1 }, 1, true],
])('fitsQuota: %s', (_name, used, size, fits) => {
  expect(UPLOAD_QUOTA).toEqual({ files: 200, bytes: 100 * MB });
  expect(fitsQuota(used, size)).toBe(fits);
});

test(`after ${UPLOAD_QUOTA.files} uploads the process refuses more, with a message; a reset does not lift it`, async () => {
  for (let i = 0; i < UPLOAD_QUOTA.files; i += 1) expect((await upload()).code).toBe(0);
  const refused = await upload();
  expect(refused).toEqual({
    code: 4,
    message: 'El servidor no admite más imágenes por ahora; envíe su queja sin imagen o inténtelo más tarde',
    data: null,
  });
  await fetch(`${BASE}/__control/reset`, { method: 'POST' });
  expect((await upload()).code).toBe(4);
  expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(UPLOAD_QUOTA.files);
}, 30_000);
