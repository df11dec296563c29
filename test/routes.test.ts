/** The e2e URL list covers exactly the route table, so no route escapes the browser smoke test. */
import { ROUTE_PATHS } from '../src/routes';
import { ROUTE_URLS } from './e2e/support/urls';

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
