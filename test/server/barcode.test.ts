/** @jest-environment node */
/**
 * The barcode images: the route draws a Code 128 of the reference in its path and refuses what Code
 * 128 cannot carry; the seeded channels and instruction pages, in both markets, point at the drawing
 * of the reference they print; and zbarimg (Debian's zbar-tools, installed by .ci/run) reads back the
 * very reference from the served image.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { Instruction, RepayPlan } from '../../store/api/types';
import { barcodeUrl, MAX_REFERENCE_LENGTH } from '../../server/barcode';
import { BASE, useContractServer } from './helpers';

useContractServer();

const get = (urlPath: string) => fetch(`${BASE}${urlPath}`);

describe('GET /barcode/<reference>.svg', () => {
  test('answers an SVG with a natural size, a white background and a long cache life', async () => {
    const res = await get(barcodeUrl('93000000000180'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    const [, width, height] = /^<svg width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2"/.exec(svg) ?? [];
    // 14 digits in Code 128 set C: 112 modules, plus a 10-module quiet zone each side, 2 units a module.
    expect(Number(width)).toBe((112 + 20) * 2);
    expect(Number(height)).toBeGreaterThan(80);
    expect(svg).toContain('fill="#FFFFFF"');
    // The reference is drawn, never written into the markup.
    expect(svg).not.toContain('93000000000180');
  });

  test('the same reference is drawn the same way, another one differently', async () => {
    const a = await (await get(barcodeUrl('93000000000180'))).text();
    const again = await (await get(barcodeUrl('93000000000180'))).text();
    const b = await (await get(barcodeUrl('93000000000174'))).text();
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });

  test.each([
    ['an empty reference', '/barcode/.svg', /vacía/],
    ['a character Code 128 cannot carry', '/barcode/%C3%91OXXO.svg', /ASCII imprimibles/],
    ['a control character', '/barcode/12%0A34.svg', /ASCII imprimibles/],
    ['a reference past the length bound', `/barcode/${'9'.repeat(MAX_REFERENCE_LENGTH + 1)}.svg`, /supera 40/],
    ['another format', '/barcode/93000000000180.png', /\.svg/],
  ])('refuses %s with 400 and says why', async (_what, urlPath, message) => {
    const res = await get(urlPath);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(message);
  });

  test('barcodeUrl refuses, at seeding time, a reference that could not be drawn', () => {
    expect(() => barcodeUrl('')).toThrow(/vacía/);
    expect(() => barcodeUrl('pago ñ')).toThrow(/ASCII/);
    expect(() => barcodeUrl('9'.repeat(MAX_REFERENCE_LENGTH + 1))).toThrow(/supera/);
    // Marks that mean something in a URL travel encoded.
    expect(barcodeUrl('AB/12?3#4%')).toBe('/barcode/AB%2F12%3F3%234%25.svg');
  });
});

describe('the seeded data draws the reference it prints', () => {
  const postJson = async (urlPath: string, body: unknown, market: string) => {
    const res = await fetch(`${BASE}${urlPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': market },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: unknown };
  };

  test.each(['es-MX', 'en-IN'])('%s: every channel barcode and every instruction code image', async (market) => {
    const order = { productId: 1, orderId: 180 };
    const plan = v.parse(RepayPlan, (await postJson('/v3/installment/loan-play-detail', order, market)).data);
    const channels = plan.repayList.flatMap((g) => g.list);
    const withBarcode = channels.filter((c) => c.BARcodeImg);
    expect(withBarcode.length).toBeGreaterThan(0);
    // The page prints vCode, else payCode (src/components/channelReference.ts).
    for (const c of withBarcode) expect(c.BARcodeImg).toBe(barcodeUrl(String(c.vCode || c.payCode)));

    for (const c of channels) {
      const body = { ...order, amount: 120000, payCode: c.payCode, requestType: c.requestType };
      const page = v.parse(Instruction, (await postJson('/v3/loan-details/generate-vcode', body, market)).data);
      const reference = String(page.repayDetail.vCode ?? '');
      expect(reference).not.toBe('');
      expect(page.repayDetail.repayCode).toBe(barcodeUrl(reference));
    }
  });
});

// zbarimg is a system tool: .ci/run installs it; elsewhere `apt-get install -y zbar-tools`.
const ZBARIMG = '/usr/bin/zbarimg';
const withZbar = existsSync(ZBARIMG) ? describe : describe.skip;

withZbar('zbarimg reads the served image back', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'barcodes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([
    '93000000000180', // OXXO, order 180 (the example)
    '646180157000000180', // CLABE, 18 digits
    'UPI-REF 2026/11 #7', // letters, spaces and URL marks: set B
    'x'.repeat(MAX_REFERENCE_LENGTH),
  ])('%s', async (reference) => {
    const file = path.join(dir, `${Buffer.from(reference).toString('hex')}.svg`);
    writeFileSync(file, await (await get(barcodeUrl(reference))).text());
    const out = execFileSync(ZBARIMG, ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(out.trim()).toBe(reference);
  });
});
