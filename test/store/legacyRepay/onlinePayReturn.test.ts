/**
 * The card-repay page shown again after it left for the online payment (Back restored it from the
 * back-forward cache, or the shell's outside browser closed): the online payment may or may not
 * have been made, so the borrower may choose a card, pay, pay online again or leave, and no tap is
 * refused without a word. "Shown again" is the one event src/app/freshness.ts makes of it, RTK
 * Query's `onFocus`; the page hidden (`onFocusLost`) changes nothing.
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { makeStore } from '../../../store';
import { getConfig } from '../../../store/config';
import { DEFAULT_COMPANIES } from '../../../store/identity';
import {
  cardChosen,
  cardRepayOpened,
  legacyRepayFeature,
  onlinePayTapped,
  payTapped,
  selectLegacyRepay,
} from '../../../store/legacyRepay';
import { createRecorder } from '../../../store/replay/recorder';
import { maskSecrets } from '../../../store/replay/mask';
import { replay } from '../../../store/replay/replay';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects } from '../../support/effects';
import { settle, setup, until } from './support';

type Ctx = ReturnType<typeof setup>;

const PAY_ORIGIN = `https://pay.${DEFAULT_COMPANIES.es.domain}`;
const payAllowed = () => {
  const config = getConfig();
  return { config: () => ({ ...config, urlAllowlist: [...config.urlAllowlist, PAY_ORIGIN] }) };
};

/** What src/app/freshness.ts dispatches when the page is shown again, or hidden. */
function page(dispatch: Dispatch, shown: boolean) {
  setupListeners(dispatch, (d, { onFocus, onFocusLost }) => {
    d(shown ? onFocus() : onFocusLost());
    return () => undefined;
  });
}

const huichaos = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-huichao');
const commits = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-commit');

async function leftForOnlinePayment(ctx: Ctx) {
  ctx.store.dispatch(cardRepayOpened({ amount: '3000' }));
  await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards');
  ctx.store.dispatch(onlinePayTapped());
  await until(ctx.store, () => ctx.effects.navigations.length === 1, 'page left');
  expect(ctx.effects.navigations[0]).toMatchObject({ kind: 'external' });
  expect(ctx.repay().phase).toEqual({ status: 'openingOnline', leaving: true });
}

test('shown again after leaving: a card can be chosen and paid with', async () => {
  const ctx = setup(undefined, payAllowed());
  await leftForOnlinePayment(ctx);
  page(ctx.store.dispatch, true);
  expect(ctx.repay().phase).toEqual({ status: 'choosing' });

  ctx.store.dispatch(cardChosen({ cardId: '3' }));
  expect(ctx.repay().cardId).toBe('3');
  ctx.store.dispatch(payTapped());
  await until(ctx.store, (s) => s.phase.status === 'paid', 'paid by card');
  expect(commits(ctx)).toHaveLength(1);
  expect(ctx.effects.said()).toEqual(['paid']);
});

test('shown again after leaving: pay online asks for the payment page again', async () => {
  const ctx = setup(undefined, payAllowed());
  await leftForOnlinePayment(ctx);
  page(ctx.store.dispatch, true);
  ctx.store.dispatch(onlinePayTapped());
  expect(ctx.repay().phase.status).toBe('openingOnline');
  await until(ctx.store, () => ctx.effects.navigations.length === 2, 'page left again');
  expect(huichaos(ctx)).toHaveLength(2);
  expect(ctx.effects.notices).toEqual([]);
});

test('hidden as it leaves, the page stays busy until it is shown again', async () => {
  const ctx = setup(undefined, payAllowed());
  await leftForOnlinePayment(ctx);
  page(ctx.store.dispatch, false);
  expect(ctx.repay().phase.status).toBe('openingOnline');
  page(ctx.store.dispatch, true);
  expect(ctx.repay().phase.status).toBe('choosing');
});

test('shown again while the payment page is still being asked for: it still leaves, once', async () => {
  const ctx = setup(undefined, payAllowed());
  ctx.store.dispatch(cardRepayOpened({ amount: '3000' }));
  await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards');
  ctx.store.dispatch(onlinePayTapped());
  page(ctx.store.dispatch, true);
  expect(ctx.repay().phase).toEqual({ status: 'openingOnline', leaving: false });
  ctx.store.dispatch(onlinePayTapped());
  await until(ctx.store, () => ctx.effects.navigations.length === 1, 'page left');
  await settle();
  expect(huichaos(ctx)).toHaveLength(1);
  expect(ctx.repay().phase).toEqual({ status: 'openingOnline', leaving: true });
});

test('other phases are left alone by the page shown again', async () => {
  const ctx = setup();
  ctx.store.dispatch(cardRepayOpened({ amount: '3000' }));
  await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards');
  ctx.store.dispatch(cardChosen({ cardId: '1' }));
  ctx.store.dispatch(payTapped());
  page(ctx.store.dispatch, true);
  expect(ctx.repay().phase.status).toBe('committing');
  await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step');
  page(ctx.store.dispatch, true);
  expect(ctx.repay().phase.status).toBe('verifying');
});

test('a recording of the return replays to the same card-repay state', async () => {
  const recorder = createRecorder({ persist: false, path: '/theTo' });
  const effects = fakeEffects(payAllowed());
  const store = makeStore({ effects, features: [legacyRepayFeature], onAction: (a) => recorder.record(a) });
  store.dispatch(
    sessionStarted({
      query: { userId: '10001', sessionId: 's-1', productId: '1', orderId: '174' },
      inAppBrowser: null,
      clientType: 'ios',
    }),
  );
  store.dispatch(cardRepayOpened({ amount: '3000' }));
  await until(store, (s) => s.cardList.status === 'ready', 'cards');
  store.dispatch(onlinePayTapped());
  await until(store, () => effects.navigations.length === 1, 'page left');
  page(store.dispatch, true);
  store.dispatch(cardChosen({ cardId: '2' }));
  expect(recorder.entries().map((e) => e.action.type)).toContain('__rtkq/focused');

  const replayed = replay(recorder.entries());
  expect(maskSecrets(selectLegacyRepay(replayed))).toEqual(maskSecrets(selectLegacyRepay(store.getState())));
  expect(selectLegacyRepay(replayed)).toMatchObject({ phase: { status: 'choosing' }, cardId: '2' });
});
