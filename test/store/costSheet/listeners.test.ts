/**
 * The cost sheet's Download through the store: the statement becomes a self-contained HTML file in the
 * market's language, handed to `deliverFile` as a download; the borrower is told whether it was saved.
 */
import { makeStore } from '../../../store';
import { costSheetFeature, sheetDownloadRequested } from '../../../store/costSheet';
import type { FileOutcome } from '../../../store/effects';
import type { Market } from '../../../store/session';
import { fakeEffects } from '../../support/effects';

const settle = () => new Promise((r) => setTimeout(r, 0));

const request = {
  fileName: 'key-facts-statement.html',
  title: 'Key Facts Statement <India>',
  market: 'en' as Market,
  statementHtml: '<article class="cost-sheet"><h1>Key Facts Statement</h1><p>APR 17.07%</p></article>',
};

async function download(outcome: FileOutcome, payload = request) {
  const effects = fakeEffects();
  effects.fileOutcome = outcome;
  makeStore({ effects, features: [costSheetFeature] }).dispatch(sheetDownloadRequested(payload));
  await settle();
  return effects;
}

test('downloads (never the share sheet) an HTML file of the statement in the market language, and says so', async () => {
  const effects = await download('downloaded');
  expect(effects.delivered).toHaveLength(1);
  const [{ file, share }] = effects.delivered;
  expect(share).toBe(false);
  expect(file).toMatchObject({ name: 'key-facts-statement.html', type: 'text/html' });
  const text = 'text' in file ? file.text : '';
  expect(text).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(text).toContain('<meta charset="utf-8">');
  // The title is escaped; the statement is the page's own markup as it was rendered.
  expect(text).toContain('<title>Key Facts Statement &lt;India&gt;</title>');
  expect(text).toContain(request.statementHtml);
  expect(effects.said()).toEqual(['sheetSaved']);
});

test('Mexico: the file is in Spanish', async () => {
  const effects = await download('downloaded', { ...request, market: 'es', fileName: 'caratula-credito.html' });
  const [{ file }] = effects.delivered;
  expect('text' in file && file.text).toMatch(/^<!doctype html>\n<html lang="es">/);
});

test('a second tap while the file is on its way makes no second file; a tap after it makes one', async () => {
  const effects = fakeEffects();
  const store = makeStore({ effects, features: [costSheetFeature] });
  store.dispatch(sheetDownloadRequested(request));
  store.dispatch(sheetDownloadRequested(request));
  await settle();
  expect(effects.delivered).toHaveLength(1);
  expect(effects.said()).toEqual(['sheetSaved']);
  store.dispatch(sheetDownloadRequested(request));
  await settle();
  expect(effects.delivered).toHaveLength(2);
});

test('a file the WebView could not save says so', async () => {
  const effects = await download('failed');
  expect(effects.said()).toEqual(['fileNotSaved']);
});
