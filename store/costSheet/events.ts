/** The borrower asked for the cost sheet as a file ("Download" on the Key Facts Statement / carátula). */
import { createAction } from '@reduxjs/toolkit';
import type { Market } from '../session';

export const sheetDownloadRequested = createAction<{
  /** Market words: the store holds no text of its own. */
  fileName: string;
  title: string;
  market: Market;
  /** The statement as the page rendered it (React escaped every server text in it). */
  statementHtml: string;
}>('costSheet/downloadRequested');
