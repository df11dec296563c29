/**
 * A real store with the contract server for the card-repay machine tests: session of order 174, fake
 * effects (notices, page changes, shell calls), a log of every dispatched action, the legacy requests
 * the server saw, and a helper that lets pending network work finish without moving the (fake) clock.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type RootState } from '../../../store';
import type { Effects } from '../../../store/effects';
import {
  cardChosen,
  cardRepayOpened,
  legacyRepayFeature,
  payAgainToggled,
  payTapped,
  selectLegacyRepay,
} from '../../../store/legacyRepay';
import { sessionStarted } from '../../../store/session/slice';
import { server } from '../../support/msw';
import { fakeEffects } from '../../support/effects';

export const SESSION_QUERY = {
  deviceId: 'dev-1',
  appVersion: '1.0.0',
  userId: '10001',
  sessionId: 's-1',
  clientType: 'ios',
  merchantNumber: '1',
  mobilePhone: '13800138000',
  productId: '1',
  orderId: '174',
  amount: '300000',
};

export interface SeenRequest {
  path: string;
  body: Record<string, string>;
}

/** Requests to /coalition/* as the server received them (path without prefix, form body). */
const watchers: Array<(e: { request: Request }) => Promise<void>> = [];
afterEach(() => {
  for (const watch of watchers.splice(0)) server.events.removeListener('request:start', watch);
});

function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const watch = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/coalition/')) return;
    const text = await request.clone().text();
    seen.push({ path: url.pathname.replace('/coalition/', ''), body: Object.fromEntries(new URLSearchParams(text)) });
  };
  watchers.push(watch);
  server.events.on('request:start', watch);
  return seen;
}

export function setup(query: Record<string, string> = SESSION_QUERY, overrides: Partial<Effects> = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const effects = fakeEffects(overrides);
  const store = makeStore({ effects, features: [legacyRepayFeature], middleware: [recorder] });
  store.dispatch(sessionStarted({ query, inAppBrowser: null, clientType: 'android' }));
  const requests = recordRequests();
  const repay = () => selectLegacyRepay(store.getState());
  const types = () => actions.map((a) => a.type);
  return { store, effects, actions, types, requests, repay };
}

/** Taken before any test fakes the clock: a real macrotask, so network work can finish. */
const realSetTimeout = globalThis.setTimeout;

/** Lets fetch, msw and the listeners run (real macrotasks; the fake clock does not move). */
export async function settle(rounds = 10) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** Settles until `done` holds of the card-repay state, failing with a clear message if it never does. */
export async function until(
  store: { getState(): RootState },
  done: (s: ReturnType<typeof selectLegacyRepay>) => boolean,
  what = 'condition',
) {
  for (let i = 0; i < 100; i++) {
    if (done(selectLegacyRepay(store.getState()))) return;
    await settle(5);
  }
  throw new Error(`never reached: ${what}`);
}

type Ctx = ReturnType<typeof setup>;

/** The card-repay screen opened with `amount`; resolves once its card list is in. */
export async function opened(ctx: Ctx, amount = '3000') {
  ctx.store.dispatch(cardRepayOpened({ amount }));
  await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards');
}

/**
 * Pays with the card; resolves once the machine is back from committing. On a page warned of an earlier
 * payment, the borrower first says they want to pay again (the warning's box).
 */
export async function pay(ctx: Ctx, cardId: string) {
  ctx.store.dispatch(cardChosen({ cardId }));
  if (ctx.repay().earlierPayment && !ctx.repay().payAgainConfirmed) ctx.store.dispatch(payAgainToggled());
  ctx.store.dispatch(payTapped());
  expect(ctx.repay().phase.status).toBe('committing');
  await until(ctx.store, (s) => s.phase.status !== 'committing', 'commit answered');
  await settle();
}
