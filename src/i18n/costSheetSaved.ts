/**
 * The notice after the cost sheet's Download (issue 20), in both markets: its own small file, so the
 * notice texts do not carry the whole sheet's pack (src/i18n/costSheet.ts).
 */
export const en = 'Key Facts Statement saved';
export const es = 'Carátula del crédito guardada';
