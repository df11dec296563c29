/**
 * The language of a notice's words when it is not the page's: the spec's Chinese literals (SPEC §8,
 * the registration's messages) are shown to Spanish and English pages as they are, and a screen
 * reader reads them in Chinese only when they say so (`lang`). Undefined: the page's language.
 */
export const textLanguage = (text: string): 'zh' | undefined => (/[\u3400-\u9fff]/.test(text) ? 'zh' : undefined);
