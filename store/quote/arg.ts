/** Which quote a page shows: the first answer, or once the confirm's reload started (SPEC §4), the isType 1 one. */
export type QuoteArg = { productId: string; isType?: 1 };

export const quoteArg = (productId: string, reloaded: boolean): QuoteArg =>
  reloaded ? { productId, isType: 1 } : { productId };
