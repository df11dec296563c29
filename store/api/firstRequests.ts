/**
 * The first request of each borrower screen, as the client call its endpoint makes for the page's own
 * query (the same path and body as the endpoint's `query`, from the same ids the screen reads). The
 * entry starts it through `headStart` when the page starts; the screen's endpoint then receives it.
 * test/app/firstRequests.test.tsx renders each screen after its head start and counts ONE request.
 */
import type { SessionState } from '../session';
import { coalitionRequest, jsonHeaders, jsonRequest, legacyRequest, type CoalitionResult } from './clients';
import { headStart } from './headStart';
import { promotionUrl } from './promotionClient';
import { asRecord, marketHeaders, requestJson, toQuery, withQuery, type Payload } from './request';

export type FirstRequest =
  | 'loanConfirm'
  | 'costSheet'
  | 'loanDetails'
  | 'repayPlan'
  | 'delayDetail'
  | 'instruction'
  | 'productList'
  | 'repaymentWay'
  | 'problemInit'
  | 'complaintTypes'
  | 'problemList'
  | 'problemDetail'
  | 'contractDetail'
  | 'customerService'
  | 'landing';

type Ids = (name: 'productId' | 'orderId' | 'orderNo') => string;
type Call =
  | { json: string; body: object }
  | { coalition: string; payload?: Payload; method?: 'GET' }
  | { form: string }
  | { promotion: string[]; payload: Payload };

/**
 * Each call by name: the JSON client's path and body, the coalition client's path and payload (and
 * method), the form client's path, or promotion GETs.
 */
const CALLS: Record<FirstRequest, (id: Ids, page: URLSearchParams) => Call> = {
  loanConfirm: (id) => ({ json: '/v3/loan-confirm/loan-detail-confirm', body: { productId: id('productId') } }),
  // The quote the confirm screen showed: the reloaded one (isType 1) when the page says so.
  costSheet: (id, page) => ({
    json: '/v3/loan-confirm/loan-detail-confirm',
    body: page.get('isType') === '1' ? { productId: id('productId'), isType: 1 } : { productId: id('productId') },
  }),
  loanDetails: (id) => ({
    json: '/v3/loan-details/loan-details',
    body: { productId: id('productId'), orderId: id('orderId') },
  }),
  repayPlan: (id, page) => {
    const channels = Number(page.get('channels'));
    const body = { productId: id('productId'), orderId: id('orderId') };
    return {
      json: '/v3/installment/loan-play-detail',
      body: Number.isInteger(channels) && channels > 0 ? { ...body, channels } : body,
    };
  },
  delayDetail: (id) => ({
    json: '/v3/installment/loan-play-delay-detail',
    body: { productId: id('productId'), orderId: id('orderId') },
  }),
  instruction: (id, page) => ({
    json: '/v3/loan-details/generate-vcode',
    body: {
      productId: id('productId'),
      orderId: id('orderId'),
      amount: page.get('amount') ?? '',
      payCode: page.get('payCode') ?? '',
      requestType: page.get('requestType') ?? '',
    },
  }),
  productList: () => ({ coalition: 'product-list' }),
  repaymentWay: () => ({ form: 'repayment-way' }),
  problemInit: (_id, page) => {
    const orderId = page.get('orderId') ?? '';
    const payload: Payload = orderId ? { orderId } : {};
    return { coalition: 'problem-init', payload };
  },
  // The complaint form asks for the types' titles with no order.
  complaintTypes: () => ({ coalition: 'problem-init', payload: {} }),
  problemDetail: (_id, page) => ({ coalition: 'problem-detail', payload: { problemId: page.get('problemId') ?? '' } }),
  contractDetail: (id) => ({ coalition: 'contract-detail', method: 'GET', payload: { orderNo: id('orderNo') } }),
  customerService: () => ({ coalition: 'get-whatsapp', payload: { overall: 30 } }),
  // The landing page's template (its banner and title) and session id, both GETs.
  landing: (_id, page) => ({
    promotion: ['service/channel/channel-template', 'promotion/get-sid'],
    payload: { templateId: page.get('id') ?? '' },
  }),
  problemList: (_id, page) => {
    const bulk = Number.parseInt(page.get('bulk') ?? '', 10);
    const payload: Payload = bulk > 0 ? { bulk } : {};
    return { coalition: 'problem-list', payload };
  },
};

/** Starts the screen's first request now; its endpoint's call will take it (store/api/headStart.ts). */
export function startFirstRequest(name: FirstRequest, session: SessionState, search: string): void {
  const page = new URLSearchParams(search);
  // Like the screens' usePageParam: the page's own URL first, then the session read at start.
  const id: Ids = (key) => page.get(key) ?? session[key];
  const call = CALLS[name](id, page);
  const market = marketHeaders(session.needPop);
  if ('promotion' in call) {
    const [template, sid] = call.promotion;
    const get = (url: string) => requestJson(url, { method: 'GET', headers: market });
    headStart(() => get(withQuery(promotionUrl(template), toQuery(call.payload))));
    headStart(() => get(promotionUrl(sid)));
    return;
  }
  if ('json' in call)
    headStart(
      () => jsonRequest(call.json, call.body, { ...jsonHeaders(session.jsonHeaders), ...market }),
      // As jsonBaseQuery reads it.
      (body) => !!asRecord(body).success,
    );
  else if ('form' in call) headStart(() => legacyRequest({ path: call.form }, session));
  else
    headStart(
      () =>
        // The coalition client's notices (loading, refusal) are the screen's call's to give, not this one's.
        coalitionRequest(
          { path: call.coalition, payload: call.payload, method: call.method },
          session.params,
          () => undefined,
          undefined,
          market,
        ),
      (result) => (result as CoalitionResult).success,
    );
}
