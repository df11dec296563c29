/**
 * The market's escalation contacts on customer service (issue 20): the lender's own grievance officer
 * or UNE, then the regulator (RBI / CONDUSEF), from the runtime config (store/escalation.ts).
 */
import { useAppSelector } from '../../store';
import { getConfig } from '../../store/config';
import { escalationContacts } from '../../store/escalation';
import { selectMarket } from '../../store/session';
import * as paymentsPacks from '../i18n/payments';
import { usePack } from '../i18n/usePack';
import { ServerLink } from './ServerLink';
import './payments.css';

/** Digits and a leading + only: what a `tel:` link dials. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
const EMAIL = /^[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}$/i;

export function EscalationContacts() {
  const t = usePack(paymentsPacks);
  const market = useAppSelector(selectMarket);
  const contacts = escalationContacts(getConfig().escalation, market);
  return (
    <section className="card" aria-labelledby="escalation-title" data-testid="escalation">
      <h2 id="escalation-title">{t.escalationTitle}</h2>
      <ul className="escalation-list">
        {contacts.map((c) => (
          <li key={c.title}>
            <h3>{c.title}</h3>
            {c.detail && <p className="muted">{c.detail}</p>}
            {c.name && <p>{c.name}</p>}
            {c.phone && (
              <p>
                {t.escalationPhone}: <a href={`tel:${dialable(c.phone)}`}>{c.phone}</a>
              </p>
            )}
            {c.email && EMAIL.test(c.email) && (
              <p>
                {t.escalationEmail}: <a href={`mailto:${encodeURIComponent(c.email).replace('%40', '@')}`}>{c.email}</a>
              </p>
            )}
            {c.url && (
              <p>
                {t.escalationWeb}: <ServerLink url={c.url}>{c.url.replace(/^https:\/\//, '')}</ServerLink>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
