/**
 * `/theTo` legacy repayment by card (SPEC §4): the amount on the money keyboard, the card list from
 * repayment-way, pay, the SMS step with its 60 s get-code button, and online payment. Every rule
 * lives in the legacyRepay machine (which also leaves for the borrow detail once paid); this screen
 * shows its state and reports taps. Under the heading, the warning of a payment an earlier page sent
 * with no answer (a reload, a killed WebView), with a link to the loan: first on the page, so a long
 * card list never pushes it off the first screen while Pay waits for it.
 */
import { lazy, Suspense, useEffect, useId, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  AMOUNT_MAX_LENGTH,
  amountEdited,
  amountFromCents,
  cardChosen,
  cardListRetried,
  cardRepayOpened,
  legacyRepayFeature,
  onlinePayTapped,
  payAgainToggled,
  payTapped,
  selectBorrowDetailUrl,
  selectCardList,
  selectChosenCardId,
  selectEarlierPayment,
  selectPayAgainConfirmed,
  selectPayAwaitsConfirm,
  selectPhaseStatus,
  selectRepayAmount,
  selectSmsStepOpen,
} from '../../../store/legacyRepay';
import { navigationRequested } from '../../../store/navigation';
import { PageLoading } from '../../components/PageLoading';
import { dayOf, timeOf } from '../../format/date';
import { formatNumber, withCurrency } from '../../format/money';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { MSG } from '../../i18n/messages';
import * as cardPacks from '../../i18n/card';
import { useCommon, usePack } from '../../i18n/usePack';
import { useAfterScreenPaint } from '../../ui/afterLoad';
import './repay.css';
import './card.css';

/** The store features this route drives (started when the route loads). */
export const features = [legacyRepayFeature];

// The SMS step and the money keyboard open on a tap. The keyboard's kit is mounted (and so fetched)
// once the cards have painted, or at the first tap before that; the SMS step has no kit.
const SmsStep = lazy(() => import(/* webpackChunkName: "card-repay-sms" */ './SmsStep'));
const MoneyKeyboard = lazy(() =>
  import(/* webpackChunkName: "money-keyboard" */ '../../components/MoneyKeyboard').then((m) => ({
    default: m.MoneyKeyboard,
  })),
);

const lastFour = (cardNo: string | number) => String(cardNo).replace(/\s/g, '').slice(-4);

/**
 * While a payment is under way (committing, opening the online payment) or done (leaving for the
 * borrow detail) the machine refuses a new choice or payment: the controls say so by being disabled.
 */
const useBusy = () =>
  useAppSelector((s) => {
    const phase = selectPhaseStatus(s);
    return phase === 'committing' || phase === 'openingOnline' || phase === 'paid';
  });

export default function CardRepayScreen() {
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectPhaseStatus);
  const busy = useBusy();
  const awaitsConfirm = useAppSelector(selectPayAwaitsConfirm);
  const t = usePack(cardPacks);
  const [params] = useSearchParams();
  const pageAmount = params.get('amount') ?? undefined;

  useEffect(() => {
    dispatch(cardRepayOpened({ amount: amountFromCents(pageAmount) }));
  }, [dispatch, pageAmount]);

  return (
    <main className="page repay-page">
      <h1>{t.cardRepayTitle}</h1>
      <EarlierPaymentWarning />
      <AmountField />
      <CardChoice />
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy || awaitsConfirm}
          onClick={() => dispatch(payTapped())}
        >
          {phase === 'committing' ? t.paying : t.pay}
        </button>
        <button type="button" className="btn btn-block" disabled={busy} onClick={() => dispatch(onlinePayTapped())}>
          {t.payOnline}
        </button>
      </div>
      <SmsStepWhenDue />
    </main>
  );
}

/** True once the card list (or its error) is on screen and painted: the screen's largest paint is done. */
const useCardsPainted = () => useAfterScreenPaint(useAppSelector((s) => selectCardList(s).status !== 'loading'));

/**
 * The SMS step's code is fetched when the step first opens, or once the screen's cards have painted
 * (issue 18: a dialog's code never competes with the screen's largest paint); it then stays mounted so
 * the dialog's own close runs.
 */
function SmsStepWhenDue() {
  const open = useAppSelector(selectSmsStepOpen);
  const cardsPainted = useCardsPainted();
  const mounted = useOpenedOnce(open || cardsPainted);
  return mounted ? (
    <Suspense fallback={null}>
      <SmsStep />
    </Suspense>
  ) : null;
}

function AmountField() {
  const dispatch = useAppDispatch();
  const amount = useAppSelector(selectRepayAmount);
  const busy = useBusy();
  const t = usePack(cardPacks);
  const common = useCommon();
  const [keyboard, setKeyboard] = useState(false);
  const cardsPainted = useCardsPainted();
  const keyboardMounted = useOpenedOnce(keyboard || cardsPainted);
  return (
    <section className="card">
      <div className="field">
        <span id="amount-label">{t.amountLabel}</span>
        <button
          type="button"
          className="amount-field"
          aria-labelledby="amount-label amount-value"
          aria-expanded={keyboard}
          aria-haspopup="true"
          // The keyboard's outside-tap close leaves its own field alone (a tap here keeps it open).
          data-keyboard-anchor=""
          disabled={busy}
          onClick={() => setKeyboard(true)}
        >
          <span aria-hidden="true">{common.currency}</span>
          <span id="amount-value" data-testid="amount-value">
            {amount || <span className="placeholder">{t.enterAmount}</span>}
          </span>
        </button>
      </div>
      {keyboardMounted && (
        <Suspense fallback={null}>
          <MoneyKeyboard
            visible={keyboard}
            value={amount}
            maxLength={AMOUNT_MAX_LENGTH}
            onChange={(next) => dispatch(amountEdited({ amount: next }))}
            onClose={() => setKeyboard(false)}
            labels={{
              title: t.amountKeyboard,
              done: t.keyboardDone,
              close: t.keyboardClose,
              backspace: t.keyboardBackspace,
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function CardChoice() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCardList);
  const chosen = useAppSelector(selectChosenCardId);
  const busy = useBusy();
  const t = usePack(cardPacks);
  const common = useCommon();
  const name = useId();
  return (
    <section className="card">
      <fieldset style={{ border: 0, margin: 0, padding: 0 }} disabled={busy}>
        <legend>
          <h2>{t.chooseCardTitle}</h2>
        </legend>
        {list.status === 'loading' && <PageLoading label={common.loading} />}
        {list.status === 'failed' && (
          <div className="error-state" role="alert">
            <p>{MSG.cardListFailed}</p>
            <button type="button" className="btn btn-primary" onClick={() => dispatch(cardListRetried())}>
              {t.retryCards}
            </button>
          </div>
        )}
        {list.status === 'ready' && list.cards.length === 0 && <p className="muted">{t.noCards}</p>}
        {list.status === 'ready' && list.cards.length > 0 && (
          <ul className="card-options">
            {list.cards.map((card) => {
              const id = String(card.id);
              return (
                <li key={id}>
                  <label className="card-option">
                    <input
                      type="radio"
                      name={name}
                      value={id}
                      checked={chosen === id}
                      onChange={() => dispatch(cardChosen({ cardId: id }))}
                    />
                    <span className="bank">{card.bankName}</span>
                    <span className="number">•••• {lastFour(card.cardNo)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </section>
  );
}

/**
 * A card payment an earlier page sent got no answer: its amount (as sent, in the market's money
 * format) and time (HH:mm, with the day when it was not the day the warning was found), and the way
 * to the loan. Paying stays allowed; the machine drops the warning once a payment of the order settles.
 */
function EarlierPaymentWarning() {
  const dispatch = useAppDispatch();
  const earlier = useAppSelector(selectEarlierPayment);
  const confirmed = useAppSelector(selectPayAgainConfirmed);
  const busy = useBusy();
  const loanUrl = useAppSelector(selectBorrowDetailUrl);
  const t = usePack(cardPacks);
  const common = useCommon();
  if (!earlier) return null;
  const sent = new Date(earlier.sentAt);
  const day = dayOf(sent) === dayOf(new Date(earlier.foundAt)) ? undefined : dayOf(sent);
  const amount = withCurrency(formatNumber(Number(earlier.amount)), common.currency);
  const viewLoan = (e: MouseEvent) => {
    e.preventDefault();
    dispatch(navigationRequested({ url: loanUrl }));
  };
  return (
    <div className="notice earlier-payment" role="status" data-testid="earlier-payment">
      <p>{t.earlierPayment({ amount, time: timeOf(sent), day })}</p>
      <a href={loanUrl} onClick={viewLoan}>
        {t.viewMyLoan}
      </a>
      {/* Pay waits for this: that payment may have gone through, and a new one cannot be tied to it. */}
      <label className="pay-again">
        <input type="checkbox" checked={confirmed} disabled={busy} onChange={() => dispatch(payAgainToggled())} />
        <span>{t.payAgain}</span>
      </label>
    </div>
  );
}
