/**
 * `/arphaxat` and `/politicallyRole` bind a bank card (CONTRACT.md): the card number grouped in fours
 * as it is typed, the bank, and bind-card. Opening the screen starts the native bank flow; a bound
 * card ends it (both through the legacyRepay machine's listeners).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  bindFieldEdited,
  bindOpened,
  bindSubmitted,
  legacyRepayFeature,
  selectBindState,
} from '../../../store/legacyRepay';
import { groupCard } from '../../format/bankCard';
import { maskedChange } from '../../format/maskedChange';
import * as cardPacks from '../../i18n/card';
import { usePack } from '../../i18n/usePack';
import { FieldError, invalidProps } from '../../ui/FieldError';
import { BANKS } from './banks';
import './repay.css';
import './card.css';

/** The store features this route drives (started when the route loads). */
export const features = [legacyRepayFeature];

/** 19 digits and the 4 spaces between their groups. */
const CARD_INPUT_MAX = 23;

export default function BindCardScreen() {
  const dispatch = useAppDispatch();
  const bind = useAppSelector(selectBindState);
  const t = usePack(cardPacks);
  const banks = usePack(BANKS);
  const [cardNo, setCardNo] = useState('');
  const [bankCode, setBankCode] = useState('');
  const cardId = useId();
  const bankId = useId();

  useEffect(() => {
    dispatch(bindOpened());
  }, [dispatch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bank = banks.find((b) => b.code === bankCode);
    dispatch(bindSubmitted({ cardNo, bankName: bank?.name ?? '', bankCode }));
  };

  if (bind.status === 'bound') {
    return (
      <main className="page repay-page">
        <div className="card bound" role="status">
          <div className="tick" aria-hidden="true">
            ✓
          </div>
          <h1>{t.bound}</h1>
          <p className="muted">{t.boundNote}</p>
        </div>
      </main>
    );
  }

  const submitting = bind.status === 'submitting';
  // The field the last submit refused: its toast's words repeat under it until it changes.
  const errorOf = (field: 'cardNo' | 'bankName') =>
    bind.status === 'editing' && bind.fieldError?.field === field ? bind.fieldError.code : null;
  return (
    <main className="page repay-page">
      <h1>{t.bindTitle}</h1>
      <form className="card" onSubmit={submit} noValidate>
        <label className="field" htmlFor={cardId}>
          <span>{t.cardNumber}</span>
          <input
            id={cardId}
            className="input card-input"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={t.cardNumberPlaceholder}
            maxLength={CARD_INPUT_MAX}
            value={cardNo}
            onChange={maskedChange(groupCard, cardNo, (next) => {
              setCardNo(next);
              dispatch(bindFieldEdited('cardNo'));
            })}
            {...invalidProps(`${cardId}-error`, !!errorOf('cardNo'))}
          />
        </label>
        <FieldError id={`${cardId}-error`} code={errorOf('cardNo')} />
        <label className="field" htmlFor={bankId}>
          <span>{t.bankName}</span>
          <select
            id={bankId}
            className="input"
            value={bankCode}
            onChange={(e) => {
              setBankCode(e.target.value);
              dispatch(bindFieldEdited('bankName'));
            }}
            {...invalidProps(`${bankId}-error`, !!errorOf('bankName'))}
          >
            <option value="">{t.chooseBank}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <FieldError id={`${bankId}-error`} code={errorOf('bankName')} />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          {submitting ? t.binding : t.bind}
        </button>
      </form>
    </main>
  );
}
