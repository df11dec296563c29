/**
 * The true-cost line of the confirm screen in both markets: "APR 17.07%" and the Key Facts Statement
 * link (India, English), "CAT 57.4% sin IVA…" and the carátula link (Mexico, Spanish). The sheet's own
 * words are in costSheet.ts, loaded with the sheet only. Figures arrive as text already rounded.
 */

export interface CostLinePack {
  /** The lender's figure beside the daily rate, e.g. "APR 17.07%". */
  figureLine: (percent: string) => string;
  /**
   * The figure computed here from the quote's amounts. What the borrower receives is net of every
   * upfront fee and its tax, and the quote does not say how much of that is VAT, so a CAT computed
   * from it counts the VAT: it is not called "sin IVA". (India's APR counts every charge, GST included.)
   */
  computedLine: (percent: string) => string;
  /** The link from the confirm screen to the sheet. */
  sheetLink: string;
  /** Said instead of a figure that cannot be computed from the quote. */
  unavailable: string;
}

export const en: CostLinePack = {
  figureLine: (p) => `APR ${p}%`,
  computedLine: (p) => `APR ${p}%`,
  sheetLink: 'Key Facts Statement',
  unavailable: 'APR not available for this offer',
};

export const es: CostLinePack = {
  figureLine: (p) => `CAT ${p}% sin IVA. Para fines informativos y de comparación`,
  computedLine: (p) =>
    `CAT ${p}% con IVA, calculado con los montos de la oferta. Para fines informativos y de comparación`,
  sheetLink: 'Ver carátula del crédito',
  unavailable: 'CAT no disponible para esta oferta',
};
