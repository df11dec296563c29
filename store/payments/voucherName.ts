// The cash voucher's file name, apart from voucher.ts so the screens need not load the drawing code.

/** `ficha-OXXO-9300000000174.png`: the channel and reference, in characters every file system takes. */
export const voucherFileName = (prefix: string, payCode: string, reference: string) =>
  `${[prefix, payCode, reference]
    .map((p) => p.replace(/[^A-Za-z0-9-]/g, ''))
    .filter(Boolean)
    .join('-')}.png`;
