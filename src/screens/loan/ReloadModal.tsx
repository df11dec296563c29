/**
 * The confirm screen's reload dialog: countdown image and message while the confirmReload machine
 * counts to its reload (SPEC §4: after 5500 ms the quote reloads). Its code loads when an answer asks
 * for it; once it is on screen it says so (`popShown`) and the countdown begins, so the whole 5.5 s
 * is seen. The spec gives it no way out, so Escape, Back and the backdrop are refused.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import { RELOAD_DELAY_MS, popShown, selectConfirmPop, selectCountdownSeconds } from '../../../store/confirmReload';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { Dialog } from '../../ui/Dialog';
import { CountdownImage } from './CountdownImage';

export default function ReloadModal() {
  const t = usePack(loanPacks);
  const dispatch = useAppDispatch();
  const pop = useAppSelector(selectConfirmPop);
  const seconds = useAppSelector(selectCountdownSeconds);
  const open = pop.status === 'opening' || pop.status === 'counting';
  // The dialog (a child, whose effect has run first) is on screen: the countdown may begin.
  useEffect(() => {
    if (pop.status === 'opening') dispatch(popShown());
  }, [dispatch, pop.status]);
  return (
    <Dialog open={open} title={t.reloadTitle}>
      {open && (
        <div className="loan-reload" aria-live="polite">
          <CountdownImage
            msLeft={pop.status === 'counting' ? pop.msLeft : RELOAD_DELAY_MS}
            seconds={seconds ?? 0}
            label={t.countdown(seconds ?? 0)}
          />
          <p>{pop.message || t.reloadMessage}</p>
        </div>
      )}
    </Dialog>
  );
}
