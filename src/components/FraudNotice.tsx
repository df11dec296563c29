/** The fraud notice on every screen where money moves (issue 20): no one asks for the SMS code. */
import * as paymentsPacks from '../i18n/payments';
import { usePack } from '../i18n/usePack';
import './payments.css';

export function FraudNotice() {
  const t = usePack(paymentsPacks);
  return (
    <p className="fraud-notice" data-testid="fraud-notice">
      <span className="fraud-icon" aria-hidden="true">
        !
      </span>
      <span>{t.fraudNotice}</span>
    </p>
  );
}
