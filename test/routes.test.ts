/** The e2e URL list covers exactly the route table, so no route escapes the browser smoke test. */
import { ROUTE_PATHS } from '../src/routes';
import { ROUTE_URLS } from './e2e/support/urls';
import { linkGroups } from '../src/screens/dev/testLinks';

test('every route of the table has a sample URL in the e2e suite, and no other', () => {
  expect(Object.keys(ROUTE_URLS).sort()).toEqual([...ROUTE_PATHS].sort());
});

test('the route table registers every path of SPEC §2 and CONTRACT.md', () => {
  const spec = [
    '/versions',
    '/charter',
    '/arphaxat',
    '/dragonpayPaymentInstructions',
    '/abcNot',
    '/abcIs',
    '/kimJuly',
    '/channelsIntroduced',
    '/allowPopulation',
    '/placeIs',
    '/actLegislation',
    '/dibbleNight',
    '/feesAbc',
    '/theTo',
    '/directorsIn',
    '/informallyIn',
    '/PrivacyPolicy',
    '/toolsAustralia',
    '/friendsIts',
    '/politicallyRole',
    '/theAt',
    '/theThey',
    '/complaintList',
    '/complainPageNext',
    '/complainDetails',
    '/testPreview',
    '/carpmm',
    '/Dag',
    '/agony',
    '/',
    '/About',
    '/User',
    '/Contact',
    '/Policy',
    '/Loan',
    '/landing',
    // Issue 20: the cost sheet (Key Facts Statement / carátula) of a quote.
    '/costSheet',
  ];
  expect([...ROUTE_PATHS].sort()).toEqual([...spec].sort());
});

test('the developer test page links every route but itself (issue 2: "links to every screen")', () => {
  const linked = new Set(
    linkGroups()
      .flatMap((group) => group.links)
      .map(({ href }) => {
        const url = new URL(href, 'http://localhost');
        // A hash route (`/#/downloadTemplate`) is served by `/`.
        return url.pathname;
      }),
  );
  expect([...ROUTE_PATHS].filter((path) => path !== '/testPreview' && !linked.has(path))).toEqual([]);
});
