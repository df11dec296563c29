/**
 * The complaint pages the store names: the machine sends the borrower to the form and back home, and
 * the screens link to the list and the detail. Their paths are written here once for the store (the
 * route table in src/routes.tsx maps them to screens); every URL is built by the navigator's one
 * builder, `inAppUrl`, so the borrower's session travels and page-only keys do not.
 */
import { inAppUrl, withParam } from '../navigation';

/** What the form is about (its page's query); also the key of its draft. */
export interface FormTarget {
  orderNo: string;
  type: string;
  sonType: string;
}

const PATHS = {
  home: '/friendsIts',
  form: '/complainPageNext',
  list: '/complaintList',
  detail: '/complainDetails',
} as const;

/** The session part of the start-up query (`selectCarriedQuery`). */
type Carried = Record<string, string>;

export const homeUrl = (carried: Carried, orderId: string) => inAppUrl(PATHS.home, carried, { orderId });

/**
 * SPEC §2: the form's query names the type, the sub-type and the order, in the order the spec lists
 * them; the sub-type is there even when empty (a type without one), which `inAppUrl` would leave out.
 */
export const formUrl = (carried: Carried, t: FormTarget) =>
  withParam(
    withParam(inAppUrl(PATHS.form, carried, { problemType: t.type }), 'problemSonType', t.sonType),
    'orderNo',
    t.orderNo,
  );

export const listUrl = (carried: Carried) => inAppUrl(PATHS.list, carried);
export const detailUrl = (carried: Carried, problemId: string) => inAppUrl(PATHS.detail, carried, { problemId });
