/** @jest-environment node */
/** Complaint endpoints: init, save → list, detail, validation, bulk list and image upload. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ProblemDetail, ProblemInit, ProblemList, UploadedImage } from '../../store/complaintRecords/schemas';
import { BASE, isCoalitionOk, postForm, SESSION, useContractServer } from './helpers';

useContractServer();

const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-uploads-'));
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  delete process.env.DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
});

const validSave = {
  problemType: 2,
  problemSonType: '',
  problemDetail: 'La comisión no coincide con la cotización.',
  problemImage: '',
  orderNo: '174',
};

describe('problem-init', () => {
  test('types, sub-types and the chosen order', async () => {
    const body = await postForm('/coalition/problem-init', { orderId: '174' });
    expect(isCoalitionOk(body)).toBe(true);
    const init = v.parse(ProblemInit, body.data);
    expect(init.problemType[0]).toEqual({ title: 'Cobranza', value: 1 });
    expect(init.problemType.map((t) => t.value)).toEqual([1, 2, 3, 4, 5]);
    expect(init.problemSonType.length).toBeGreaterThan(0);
    expect(init.orderDetail).toMatchObject({ orderNo: '174', isShow: 1 });
    expect(init.orderList.length).toBeGreaterThan(3);
    expect(init.orderList.find((o) => o.orderNo === '200')?.isShow).toBe(0);
  });

  test('without orderId the first order is detailed', async () => {
    const init = v.parse(ProblemInit, (await postForm('/coalition/problem-init')).data);
    expect(init.orderDetail?.orderNo).toBe(init.orderList[0].orderNo);
  });

  test("orderId 'empty' is a borrower with no orders", async () => {
    const init = v.parse(ProblemInit, (await postForm('/coalition/problem-init', { orderId: 'empty' })).data);
    expect(init.orderDetail).toBeNull();
    expect(init.orderList).toEqual([]);
  });
});

describe('problem-save and problem-list', () => {
  test('a saved complaint is listed first in "En proceso"', async () => {
    const saved = await postForm('/coalition/problem-save', {
      ...validSave,
      problemImage: '/uploads/a.png,/uploads/b.png',
    });
    expect(isCoalitionOk(saved)).toBe(true);
    const list = v.parse(ProblemList, (await postForm('/coalition/problem-list')).data);
    expect(list.tabs.map((t) => t.title)).toEqual(['En proceso', 'Terminado']);
    const first = list.tabs[0].list[0];
    expect(first).toMatchObject({ type: 'Tasas y comisiones', content: validSave.problemDetail });
    expect(String(first.time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = v.parse(ProblemDetail, (await postForm('/coalition/problem-detail', { problemId: first.id })).data);
    expect(detail.images).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(detail.disposeDetail).toBe('');
  });

  test('a collection complaint needs a sub-type and an order that allows it', async () => {
    const ok = await postForm('/coalition/problem-save', {
      ...validSave,
      problemType: 1,
      problemSonType: 11,
      orderNo: '174',
    });
    expect(isCoalitionOk(ok)).toBe(true);
    expect(
      isCoalitionOk(await postForm('/coalition/problem-save', { ...validSave, problemType: 1, problemSonType: '' })),
    ).toBe(false);
    const blocked = await postForm('/coalition/problem-save', {
      ...validSave,
      problemType: 1,
      problemSonType: 11,
      orderNo: '200',
    });
    expect(isCoalitionOk(blocked)).toBe(false);
    expect(blocked.message).toBeTruthy();
  });

  test.each([
    ['empty text', { problemDetail: '   ' }],
    ['201 characters', { problemDetail: 'a'.repeat(201) }],
    ['10 images', { problemImage: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`).join(',') }],
    ['unknown type', { problemType: 9 }],
    ['unknown order', { orderNo: '12345' }],
  ])('refuses %s with a non-zero code', async (_name, change) => {
    const body = await postForm('/coalition/problem-save', { ...validSave, ...change });
    expect(isCoalitionOk(body)).toBe(false);
    expect(body.message).toBeTruthy();
    const list = v.parse(ProblemList, (await postForm('/coalition/problem-list')).data);
    expect(list.tabs[0].list.every((c) => c.content !== validSave.problemDetail)).toBe(true);
  });

  test('exactly 200 characters and 9 images are accepted', async () => {
    const body = await postForm('/coalition/problem-save', {
      ...validSave,
      problemDetail: 'ñ'.repeat(200),
      problemImage: Array.from({ length: 9 }, (_, i) => `/uploads/${i}.png`).join(','),
    });
    expect(isCoalitionOk(body)).toBe(true);
  });

  test('reseeding forgets saved complaints', async () => {
    await postForm('/coalition/problem-save', validSave);
    const { resetServerState } = await import('../../server/handlers');
    resetServerState();
    const list = v.parse(ProblemList, (await postForm('/coalition/problem-list')).data);
    expect(
      list.tabs
        .flatMap((t) => t.list)
        .map((c) => c.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  test('bulk=5000 fills the first tab for performance tests', async () => {
    const body = await postForm('/coalition/problem-list', {}, `${SESSION}&bulk=5000`);
    const list = v.parse(ProblemList, body.data);
    expect(list.tabs[0].list).toHaveLength(5000);
  });
});

describe('problem-detail', () => {
  test('complaint 1 has a reply and asks for a score; 2 does not', async () => {
    const one = v.parse(ProblemDetail, (await postForm('/coalition/problem-detail', { problemId: 1 })).data);
    expect(one).toMatchObject({ problemId: 1, type: 'Cobranza', isNeedScore: 1 });
    expect(one.sonType).toBeTruthy();
    expect(one.disposeDetail).toBeTruthy();
    expect(one.disposeImages.length).toBeGreaterThan(0);
    const two = v.parse(ProblemDetail, (await postForm('/coalition/problem-detail', { problemId: 2 })).data);
    expect(two.isNeedScore).toBe(0);
    expect(two.disposeDetail).toBe('');
  });

  test('unknown or missing problemId gives code 1', async () => {
    const unknown = await postForm('/coalition/problem-detail', { problemId: 999 });
    expect(unknown).toMatchObject({ code: 1, message: 'No existe la queja' });
    expect(isCoalitionOk(await postForm('/coalition/problem-detail'))).toBe(false);
  });
});

describe('upload-problem-img', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const upload = async (file: Blob, name: string) => {
    const form = new FormData();
    form.append('problemImage', file, name);
    const res = await fetch(`${BASE}/coalition/upload-problem-img?${SESSION}`, { method: 'POST', body: form });
    return res.json();
  };

  test('an image is stored and served back with its content type', async () => {
    const body = await upload(new Blob([PNG], { type: 'image/png' }), 'ticket.png');
    expect(body.code).toBe(0);
    const { url } = v.parse(UploadedImage, body.data);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const res = await fetch(`${BASE}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  test('a non-image is refused even when it claims to be one', async () => {
    const body = await upload(new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
    expect(isCoalitionOk(body)).toBe(false);
    expect(body.message).toBeTruthy();
  });

  test('a file over 5 MB is refused', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const body = await upload(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(isCoalitionOk(body)).toBe(false);
    expect(body.message).toMatch(/5 MB/);
  });

  test('a missing field is refused; unknown files are 404', async () => {
    const res = await fetch(`${BASE}/coalition/upload-problem-img`, { method: 'POST', body: new FormData() });
    expect(isCoalitionOk(await res.json())).toBe(false);
    expect((await fetch(`${BASE}/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${BASE}/uploads/..%2Fpackage.json`)).status).toBe(404);
  });
});
