/**
 * The root layout sets `<html lang>` and the tab title per route and market: `en` on every
 * need-pop=1 screen and `es` otherwise; the privacy notice by languageType; the public site by its own
 * choice (English unless need-pop=2); the registration's hash pages as the landing (the market).
 */
import { screen, waitFor } from '@testing-library/react';
import '../support/msw';
import { TITLES } from '../../src/i18n/titles';
import { renderRoute } from '../support/render';
import { SESSION } from '../screens/repay/support';

beforeEach(() => {
  document.documentElement.lang = 'xx';
  document.title = '';
});

test.each([
  [`/abcIs?${SESSION}&orderId=174&need-pop=1`, 'en', TITLES.en.loanDetail],
  [`/abcIs?${SESSION}&orderId=174&need-pop=2`, 'es', TITLES.es.loanDetail],
  [`/abcIs?${SESSION}&orderId=174`, 'es', TITLES.es.loanDetail],
  [`/dibbleNight?${SESSION}&orderId=174&need-pop=1`, 'en', TITLES.en.repay],
  [`/Dag?${SESSION}&need-pop=1`, 'en', TITLES.en.service],
  ['/landing?id=1&need-pop=1', 'en', TITLES.en.landing],
  ['/landing?id=1', 'es', TITLES.es.landing],
  ['/informallyIn?languageType=1', 'en', TITLES.en.privacy],
  ['/PrivacyPolicy?languageType=2&need-pop=1', 'es', TITLES.es.privacy],
  ['/About', 'en', TITLES.en.siteAbout],
  ['/About?need-pop=2', 'es', TITLES.es.siteAbout],
  ['/?need-pop=2', 'es', TITLES.es.home],
  ['/#/downloadTemplate?id=1', 'es', TITLES.es.download],
  ['/nowhere?need-pop=1', 'en', TITLES.en.notFound],
])('%s reads lang=%s with the title %s', async (url, lang, title) => {
  renderRoute(url);
  await waitFor(() => expect(document.documentElement.lang).toBe(lang));
  expect(document.title).toBe(title);
});

test('the titles differ from route to route, and the two markets have words for every key', () => {
  const en = Object.values(TITLES.en);
  expect(Object.keys(TITLES.es).sort()).toEqual(Object.keys(TITLES.en).sort());
  expect(new Set([TITLES.en.confirm, TITLES.en.repay, TITLES.en.extension, TITLES.en.service]).size).toBe(4);
  expect(en.every((t) => t.trim().length > 0)).toBe(true);
});

test('moving to another route changes the title; the loading page speaks the page language', async () => {
  const { router } = renderRoute(`/dibbleNight?${SESSION}&orderId=174&need-pop=1`);
  // The hydrate fallback (the route's chunk on its way) in English.
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await waitFor(() => expect(document.title).toBe(TITLES.en.repay));
  await router.navigate(`/feesAbc?${SESSION}&orderId=174&need-pop=1`);
  await waitFor(() => expect(document.title).toBe(TITLES.en.extension));
  expect(document.documentElement.lang).toBe('en');
});
