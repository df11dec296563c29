/** The cash voucher's file name (light: the voucher itself is drawn by voucher.ts on the tap). */

/** `ficha-OXXO-9300000000174.png`: the channel and reference, in characters every file system takes. */
export const voucherFileName = (prefix: string, payCode: string, reference: string) =>
  `${[prefix, payCode, reference]
    .map((p) => p.replace(/[^A-Za-z0-9-]/g, ''))
    .filter(Boolean)
    .join('-')}.png`;
