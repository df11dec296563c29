/**
 * The reminder shown before an extension (174/180 with isDelay 1): go to the extension page, or
 * continue to the normal repayment. Both keep the borrower's page query, and both replace the
 * dialog's own history entry, so Back from the next page returns to the detail in one step.
 */
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import { extensionReminderClosed, selectReminderOpen } from '../../../store/loanDetail';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { Dialog } from '../../ui/Dialog';

export function ExtensionReminder({ extendTo, repayTo }: { extendTo: string; repayTo: string }) {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const open = useAppSelector(selectReminderOpen);
  const close = () => dispatch(extensionReminderClosed());
  return (
    <Dialog open={open} title={t.reminderTitle} onDismiss={close} dismissOnBackdrop>
      <div className="loan-reminder">
        <p>{t.reminderText}</p>
        <Link className="btn btn-primary btn-block" to={extendTo} replace onClick={close}>
          {t.reminderExtend}
        </Link>
        <Link className="btn btn-block" to={repayTo} replace onClick={close}>
          {t.reminderRepay}
        </Link>
        <button type="button" className="btn btn-block loan-text-btn" onClick={close}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
