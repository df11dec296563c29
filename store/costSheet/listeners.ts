/**
 * Makes the cost sheet's HTML file and downloads it. The file's code loads with the first tap, so the
 * sheet's own first load stays light (issue 18), as "Add to calendar" does.
 */
import { oneAtATime, type AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { sheetDownloadRequested } from './events';

export function setupCostSheetListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sheetDownloadRequested,
    // A second tap while the file is on its way makes no second file.
    effect: oneAtATime(async ({ payload: { fileName, title, market, statementHtml } }, api) => {
      const { extra } = api;
      // Offline before the code came: nothing can be made, and the borrower is told so.
      const file = await import(/* webpackChunkName: "cost-sheet-file" */ './sheetFile').catch(() => null);
      if (!file) {
        extra.notify(say('fileNotSaved', 'fail'));
        return;
      }
      // A statement to keep: downloaded, as the page's Print button prints it; never a share sheet.
      const text = file.sheetFile(title, market, statementHtml);
      const outcome = await extra.deliverFile({ name: fileName, type: 'text/html', text }, false);
      if (outcome === 'failed') extra.notify(say('fileNotSaved', 'fail'));
      else if (outcome !== 'cancelled') extra.notify(say('sheetSaved', 'success'));
    }),
  });
}
