/**
 * The route table of SPEC §2 and CONTRACT.md: the only place where the spec's odd path names live.
 * Every screen is its own lazy chunk that names the store features it drives (`features`); loading
 * the screen starts them in this store. Each route has an error boundary with a retry, a title key
 * and the rule of its language (`handle`); one layout route around them all applies those and the
 * scroll. The table is for React Router's declarative `useRoutes` (src/app/AppRoutes.tsx), not its
 * data router: the app needs none of the data router's loading machinery, which is 15 KB of brotli on
 * every first load (README, Performance).
 */
import { lazy as lazyComponent, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { startFeature, type Feature } from '../store/feature';
import type { FirstVisit, FirstVisits } from './app/firstVisit';
import { RouteBoundary } from './components/RouteError';
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

/** The routes for `useRoutes`, and the loading of a page's first screen before React first renders. */
export interface AppRoutes {
  routes: RouteObject[];
  /**
   * Loads the screen `pathname` shows (its chunk, its features, the page's first visit): the first
   * render then has the screen, instead of the loading placeholder and a render a task later.
   */
  preload: (pathname: string) => Promise<void>;
}

/** The route's title key and, when not the market's, the rule its language follows (src/i18n/titles.ts). */
const titled = (title: TitleKey, language?: PageLanguageRule): { handle: RouteHandle } => ({
  handle: language ? { title, language } : { title },
});

/** A promise-like that hands over a loaded module at once, so that `React.lazy` renders it without suspending. */
const loadedAlready = <T,>(value: T) =>
  ({ then: (onLoaded: (v: T) => unknown) => onLoaded(value) }) as unknown as Promise<T>;

const Confirm: Loader = () => import(/* webpackChunkName: "confirm" */ './screens/loan/ConfirmScreen');
const LoanDetail: Loader = () => import(/* webpackChunkName: "loan-detail" */ './screens/loan/LoanDetailScreen');
const ComplaintHome: Loader = () =>
  import(/* webpackChunkName: "complaint-home" */ './screens/complaint/ComplaintHomeScreen');
const CustomerService: Loader = () =>
  import(/* webpackChunkName: "customer-service" */ './screens/service/CustomerServiceScreen');
const BindCard: Loader = () => import(/* webpackChunkName: "bind-card" */ './screens/repay/BindCardScreen');
const Instruction: Loader = () => import(/* webpackChunkName: "instruction" */ './screens/repay/InstructionScreen');
const Privacy: Loader = () => import(/* webpackChunkName: "privacy" */ './screens/docs/PrivacyScreen');

/** `firstVisits`: the app's first visit of the page's first screen; tests and the prerender go without. */
export function makeRoutes(store: FeatureStore, firstVisits?: FirstVisits): AppRoutes {
  const loads = new Map<string, () => Promise<unknown>>();
  // One lazy screen per chunk loader: the routes that share a screen share its component.
  const screens = new Map<Loader, { Screen: ComponentType; load: () => Promise<unknown> }>();
  const screenOf = (load: Loader) => {
    const known = screens.get(load);
    if (known) return known;
    let loading: Promise<{ default: ComponentType }> | null = null;
    let loaded: { default: ComponentType } | null = null;
    const start = () =>
      (loading ??= load().then(async (screen) => {
        for (const feature of screen.features ?? []) startFeature(store, feature);
        // The first screen loaded is the page's first: it starts its visit before its first render.
        await firstVisits?.run(screen.firstVisit);
        loaded = { default: screen.default };
        return loaded;
      }));
    const Screen = lazyComponent(() => (loaded ? loadedAlready(loaded) : start()));
    const made = { Screen, load: start };
    screens.set(load, made);
    return made;
  };
  const lazy = (load: Loader) => {
    const { Screen, load: start } = screenOf(load);
    return { element: <Screen />, load: start };
  };
  const table: { path: string; handle: RouteHandle; element: ReactElement; load: () => Promise<unknown> }[] = [
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
  const children: RouteObject[] = table.map(({ path, handle, element, load }) => {
    loads.set(path, load);
    // Keyed by path: a failed page's boundary is not the next page's.
    return { path, handle, element: <RouteBoundary key={path}>{element}</RouteBoundary> };
  });
  // The page's route, matched once per path for both the first load's preload and the layout's title:
  // each `matchRoutes` compiles all the table's patterns again (docs/performance-log.md).
  let matched: { pathname: string; route: RouteObject | undefined } | undefined;
  const routeAt = (pathname: string) => {
    if (matched?.pathname !== pathname) matched = { pathname, route: matchRoutes(children, pathname)?.[0]?.route };
    return matched.route;
  };
  const handleAt = (pathname: string) => routeAt(pathname)?.handle as RouteHandle | undefined;
  // One layout around every screen: language, title, scroll, the loading placeholder (src/app/RootLayout.tsx).
  const routes: RouteObject[] = [
    {
      element: (
        <RouteBoundary>
          <RootLayout handleAt={handleAt} firstVisits={firstVisits} />
        </RouteBoundary>
      ),
      children,
    },
  ];
  return {
    routes,
    preload: async (pathname) => {
      const path = routeAt(pathname)?.path;
      await (path ? loads.get(path)?.() : undefined);
    },
  };
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
  .routes.flatMap((r) => r.children ?? [r])
  .map((r) => r.path)
  .filter((p): p is string => !!p && p !== '*');
