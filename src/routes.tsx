/**
 * The route table of SPEC §2 and CONTRACT.md: the only place where the spec's odd path names live.
 * Every screen is its own lazy chunk that names the store features it drives (`features`); loading
 * the route starts them in this store. Each route has an error element with a retry, a title key and
 * the rule of its language (`handle`); one layout route around them all applies those and the scroll.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { startFeature, type Feature } from '../store/feature';
import type { FirstVisit, FirstVisitLoader } from './app/firstVisit';
import { PageLoading } from './components/PageLoading';
import { RouteError } from './components/RouteError';
import { RootLayout } from './app/RootLayout';
import type { PageLanguageRule, RouteHandle, TitleKey } from './i18n/titles';

/**
 * What a route chunk exports: its screen, the features whose listeners it needs, and the visit it
 * starts before its first render when it is the page's first screen (src/app/firstVisit.ts).
 */
interface ScreenModule {
  default: ComponentType;
  features?: readonly Feature[];
  firstVisit?: FirstVisit;
}
type Loader = () => Promise<ScreenModule>;
type FeatureStore = Parameters<typeof startFeature>[0];

/** The route's title key and, when not the market's, the rule its language follows (src/i18n/titles.ts). */
const titled = (title: TitleKey, language?: PageLanguageRule): { handle: RouteHandle } => ({
  handle: language ? { title, language } : { title },
});

const Confirm: Loader = () => import(/* webpackChunkName: "confirm" */ './screens/loan/ConfirmScreen');
const LoanDetail: Loader = () => import(/* webpackChunkName: "loan-detail" */ './screens/loan/LoanDetailScreen');
const ComplaintHome: Loader = () =>
  import(/* webpackChunkName: "complaint-home" */ './screens/complaint/ComplaintHomeScreen');
const CustomerService: Loader = () =>
  import(/* webpackChunkName: "customer-service" */ './screens/service/CustomerServiceScreen');
const BindCard: Loader = () => import(/* webpackChunkName: "bind-card" */ './screens/repay/BindCardScreen');
const Instruction: Loader = () => import(/* webpackChunkName: "instruction" */ './screens/repay/InstructionScreen');
const Privacy: Loader = () => import(/* webpackChunkName: "privacy" */ './screens/docs/PrivacyScreen');

/** `firstVisit`: the app's loader of the page's first screen; tests and the prerender go without. */
export function makeRoutes(store: FeatureStore, firstVisit?: FirstVisitLoader): RouteObject[] {
  const lazy = (load: Loader): Pick<RouteObject, 'lazy' | 'errorElement' | 'HydrateFallback'> => ({
    lazy: async () => {
      const screen = await load();
      for (const feature of screen.features ?? []) startFeature(store, feature);
      const visit = screen.firstVisit;
      return {
        Component: screen.default,
        ...(firstVisit &&
          visit && {
            loader: ({ request }) => firstVisit(new URL(request.url), visit),
            // The same page again (a dialog's history entry, its Back) is still this visit: the
            // screen keeps the loader's answer and does not start it again.
            shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
          }),
      };
    },
    errorElement: <RouteError />,
    // Shown while the first route's chunk loads (React Router calls it the hydrate fallback).
    HydrateFallback: PageLoading,
  });
  const table: RouteObject[] = [
    {
      path: '/',
      ...titled('home', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-home" */ './screens/RootSwitch')),
    },
    /* loan */
    { path: '/versions', ...titled('confirm'), ...lazy(Confirm) },
    { path: '/kimJuly', ...titled('confirm'), ...lazy(Confirm) },
    { path: '/charter', ...titled('confirm'), ...lazy(Confirm) },
    { path: '/abcIs', ...titled('loanDetail'), ...lazy(LoanDetail) },
    { path: '/allowPopulation', ...titled('loanDetail'), ...lazy(LoanDetail) },
    {
      path: '/placeIs',
      ...titled('products'),
      ...lazy(() => import(/* webpackChunkName: "products" */ './screens/loan/ProductListScreen')),
    },
    {
      path: '/theThey',
      ...titled('product'),
      ...lazy(() => import(/* webpackChunkName: "product" */ './screens/loan/ProductScreen')),
    },
    {
      path: '/channelsIntroduced',
      ...titled('repayChoice'),
      ...lazy(() => import(/* webpackChunkName: "repay-choice" */ './screens/loan/RepayChoiceScreen')),
    },
    {
      path: '/costSheet',
      ...titled('costSheet'),
      ...lazy(() => import(/* webpackChunkName: "cost-sheet" */ './screens/loan/CostSheetScreen')),
    },
    /* repay */
    {
      path: '/dibbleNight',
      ...titled('repay'),
      ...lazy(() => import(/* webpackChunkName: "repay" */ './screens/repay/RepayScreen')),
    },
    {
      path: '/feesAbc',
      ...titled('extension'),
      ...lazy(() => import(/* webpackChunkName: "extension" */ './screens/repay/ExtensionScreen')),
    },
    { path: '/dragonpayPaymentInstructions', ...titled('instruction'), ...lazy(Instruction) },
    { path: '/carpmm', ...titled('instruction'), ...lazy(Instruction) },
    {
      path: '/theTo',
      ...titled('cardRepay'),
      ...lazy(() => import(/* webpackChunkName: "card-repay" */ './screens/repay/CardRepayScreen')),
    },
    { path: '/arphaxat', ...titled('bindCard'), ...lazy(BindCard) },
    { path: '/politicallyRole', ...titled('bindCard'), ...lazy(BindCard) },
    /* complaints */
    { path: '/friendsIts', ...titled('complaints'), ...lazy(ComplaintHome) },
    { path: '/theAt', ...titled('complaints'), ...lazy(ComplaintHome) },
    {
      path: '/complainPageNext',
      ...titled('complaintForm'),
      ...lazy(() => import(/* webpackChunkName: "complaint-form" */ './screens/complaint/ComplaintFormScreen')),
    },
    {
      path: '/complaintList',
      ...titled('complaintList'),
      ...lazy(() => import(/* webpackChunkName: "complaint-list" */ './screens/complaint/ComplaintListScreen')),
    },
    {
      path: '/complainDetails',
      ...titled('complaintDetail'),
      ...lazy(() => import(/* webpackChunkName: "complaint-detail" */ './screens/complaint/ComplaintDetailScreen')),
    },
    /* service and documents */
    { path: '/actLegislation', ...titled('service'), ...lazy(CustomerService) },
    { path: '/Dag', ...titled('service'), ...lazy(CustomerService) },
    {
      path: '/abcNot',
      ...titled('loginFailure'),
      ...lazy(() => import(/* webpackChunkName: "login-failure" */ './screens/docs/LoginFailureScreen')),
    },
    {
      path: '/toolsAustralia',
      ...titled('about'),
      ...lazy(() => import(/* webpackChunkName: "about" */ './screens/docs/AboutScreen')),
    },
    {
      path: '/directorsIn',
      ...titled('loanAgreement'),
      ...lazy(() => import(/* webpackChunkName: "agreement" */ './screens/docs/LoanAgreementScreen')),
    },
    {
      path: '/agony',
      ...titled('periodAgreement'),
      ...lazy(() => import(/* webpackChunkName: "period-agreement" */ './screens/docs/PeriodAgreementScreen')),
    },
    { path: '/informallyIn', ...titled('privacy', 'privacy'), ...lazy(Privacy) },
    { path: '/PrivacyPolicy', ...titled('privacy', 'privacy'), ...lazy(Privacy) },
    /* promotion and public site */
    {
      path: '/landing',
      ...titled('landing'),
      ...lazy(() => import(/* webpackChunkName: "landing" */ './screens/landing/LandingScreen')),
    },
    {
      path: '/About',
      ...titled('siteAbout', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-about" */ './screens/official/AboutTab')),
    },
    {
      path: '/User',
      ...titled('siteUser', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-user" */ './screens/official/UserTab')),
    },
    {
      path: '/Contact',
      ...titled('siteContact', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-contact" */ './screens/official/ContactTab')),
    },
    {
      path: '/Policy',
      ...titled('sitePolicy', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-policy" */ './screens/official/PolicyTab')),
    },
    {
      path: '/Loan',
      ...titled('siteLoan', 'site'),
      ...lazy(() => import(/* webpackChunkName: "official-loan" */ './screens/official/LoanTab')),
    },
    /* developer */
    {
      path: '/testPreview',
      ...titled('testPreview'),
      ...lazy(() => import(/* webpackChunkName: "test-preview" */ './screens/dev/TestPreviewScreen')),
    },
    {
      path: '*',
      ...titled('notFound'),
      ...lazy(() => import(/* webpackChunkName: "not-found" */ './screens/NotFoundScreen')),
    },
  ];
  // One layout around every screen: language, title and scroll restoration (src/app/RootLayout.tsx).
  return [{ id: 'root', Component: RootLayout, errorElement: <RouteError />, children: table }];
}

/**
 * The public pages prerendered at build time (scripts/prerender/), one HTML per market variant (the
 * query that selects it; '' is the default): the landing page follows `need-pop` (Spanish unless 1),
 * the public site too (English unless 2). The server picks the variant by the page's `need-pop`.
 */
export const PRERENDERED: readonly { path: string; variants: readonly string[]; language: 'market' | 'site' }[] = [
  { path: '/landing', variants: ['', 'need-pop=1'], language: 'market' },
  { path: '/', variants: ['', 'need-pop=2'], language: 'site' },
];

/** Every path of the table, for the e2e smoke test and the size report. */
export const ROUTE_PATHS = makeRoutes({ dispatch: (a) => a })
  .flatMap((r) => r.children ?? [r])
  .map((r) => r.path)
  .filter((p): p is string => !!p && p !== '*');
