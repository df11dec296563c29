/**
 * The route table of SPEC §2 and CONTRACT.md: the only place where the spec's odd path names live.
 * Every screen is its own lazy chunk that names the store features it drives (`features`); loading
 * the route starts them in this store. Each route has an error element with a retry.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { startFeature, type Feature } from '../store/feature';
import { PageLoading } from './components/PageLoading';
import { RouteError } from './components/RouteError';

/** What a route chunk exports: its screen, and the features whose listeners it needs. */
interface ScreenModule {
  default: ComponentType;
  features?: readonly Feature[];
}
type Loader = () => Promise<ScreenModule>;
type FeatureStore = Parameters<typeof startFeature>[0];

const Confirm: Loader = () => import(/* webpackChunkName: "confirm" */ './screens/loan/ConfirmScreen');
const LoanDetail: Loader = () => import(/* webpackChunkName: "loan-detail" */ './screens/loan/LoanDetailScreen');
const ComplaintHome: Loader = () =>
  import(/* webpackChunkName: "complaint-home" */ './screens/complaint/ComplaintHomeScreen');
const CustomerService: Loader = () =>
  import(/* webpackChunkName: "customer-service" */ './screens/service/CustomerServiceScreen');
const BindCard: Loader = () => import(/* webpackChunkName: "bind-card" */ './screens/repay/BindCardScreen');
const Instruction: Loader = () => import(/* webpackChunkName: "instruction" */ './screens/repay/InstructionScreen');
const Privacy: Loader = () => import(/* webpackChunkName: "privacy" */ './screens/docs/PrivacyScreen');

export function makeRoutes(store: FeatureStore): RouteObject[] {
  const lazy = (load: Loader): Pick<RouteObject, 'lazy' | 'errorElement' | 'HydrateFallback'> => ({
    lazy: async () => {
      const screen = await load();
      for (const feature of screen.features ?? []) startFeature(store, feature);
      return { Component: screen.default };
    },
    errorElement: <RouteError />,
    // Shown while the first route's chunk loads (React Router calls it the hydrate fallback).
    HydrateFallback: PageLoading,
  });
  return [
    { path: '/', ...lazy(() => import(/* webpackChunkName: "official-home" */ './screens/RootSwitch')) },
    /* loan */
    { path: '/versions', ...lazy(Confirm) },
    { path: '/kimJuly', ...lazy(Confirm) },
    { path: '/charter', ...lazy(Confirm) },
    { path: '/abcIs', ...lazy(LoanDetail) },
    { path: '/allowPopulation', ...lazy(LoanDetail) },
    { path: '/placeIs', ...lazy(() => import(/* webpackChunkName: "products" */ './screens/loan/ProductListScreen')) },
    { path: '/theThey', ...lazy(() => import(/* webpackChunkName: "product" */ './screens/loan/ProductScreen')) },
    {
      path: '/channelsIntroduced',
      ...lazy(() => import(/* webpackChunkName: "repay-choice" */ './screens/loan/RepayChoiceScreen')),
    },
    /* repay */
    { path: '/dibbleNight', ...lazy(() => import(/* webpackChunkName: "repay" */ './screens/repay/RepayScreen')) },
    { path: '/feesAbc', ...lazy(() => import(/* webpackChunkName: "extension" */ './screens/repay/ExtensionScreen')) },
    { path: '/dragonpayPaymentInstructions', ...lazy(Instruction) },
    { path: '/carpmm', ...lazy(Instruction) },
    { path: '/theTo', ...lazy(() => import(/* webpackChunkName: "card-repay" */ './screens/repay/CardRepayScreen')) },
    { path: '/arphaxat', ...lazy(BindCard) },
    { path: '/politicallyRole', ...lazy(BindCard) },
    /* complaints */
    { path: '/friendsIts', ...lazy(ComplaintHome) },
    { path: '/theAt', ...lazy(ComplaintHome) },
    {
      path: '/complainPageNext',
      ...lazy(() => import(/* webpackChunkName: "complaint-form" */ './screens/complaint/ComplaintFormScreen')),
    },
    {
      path: '/complaintList',
      ...lazy(() => import(/* webpackChunkName: "complaint-list" */ './screens/complaint/ComplaintListScreen')),
    },
    {
      path: '/complainDetails',
      ...lazy(() => import(/* webpackChunkName: "complaint-detail" */ './screens/complaint/ComplaintDetailScreen')),
    },
    /* service and documents */
    { path: '/actLegislation', ...lazy(CustomerService) },
    { path: '/Dag', ...lazy(CustomerService) },
    {
      path: '/abcNot',
      ...lazy(() => import(/* webpackChunkName: "login-failure" */ './screens/docs/LoginFailureScreen')),
    },
    { path: '/toolsAustralia', ...lazy(() => import(/* webpackChunkName: "about" */ './screens/docs/AboutScreen')) },
    {
      path: '/directorsIn',
      ...lazy(() => import(/* webpackChunkName: "agreement" */ './screens/docs/LoanAgreementScreen')),
    },
    {
      path: '/agony',
      ...lazy(() => import(/* webpackChunkName: "period-agreement" */ './screens/docs/PeriodAgreementScreen')),
    },
    { path: '/informallyIn', ...lazy(Privacy) },
    { path: '/PrivacyPolicy', ...lazy(Privacy) },
    /* promotion and public site */
    { path: '/landing', ...lazy(() => import(/* webpackChunkName: "landing" */ './screens/landing/LandingScreen')) },
    { path: '/About', ...lazy(() => import(/* webpackChunkName: "official-about" */ './screens/official/AboutTab')) },
    { path: '/User', ...lazy(() => import(/* webpackChunkName: "official-user" */ './screens/official/UserTab')) },
    {
      path: '/Contact',
      ...lazy(() => import(/* webpackChunkName: "official-contact" */ './screens/official/ContactTab')),
    },
    {
      path: '/Policy',
      ...lazy(() => import(/* webpackChunkName: "official-policy" */ './screens/official/PolicyTab')),
    },
    { path: '/Loan', ...lazy(() => import(/* webpackChunkName: "official-loan" */ './screens/official/LoanTab')) },
    /* developer */
    {
      path: '/testPreview',
      ...lazy(() => import(/* webpackChunkName: "test-preview" */ './screens/dev/TestPreviewScreen')),
    },
    { path: '*', ...lazy(() => import(/* webpackChunkName: "not-found" */ './screens/NotFoundScreen')) },
  ];
}

/** Every path of the table, for the e2e smoke test and the size report. */
export const ROUTE_PATHS = makeRoutes({ dispatch: (a) => a })
  .map((r) => r.path)
  .filter((p): p is string => !!p && p !== '*');
