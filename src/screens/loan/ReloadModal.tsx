/**
 * The confirm screen's reload dialog: countdown image and message while the confirmReload machine
 * counts to its reload (SPEC §4: after 5500 ms the quote reloads). The spec gives it no way out, so
 * Escape, Back and the backdrop are refused: the borrower waits the 5.5 s for the fresh quote.
 */
import { useAppSelector } from '../../../store';
import { selectConfirmPop, selectCountdownSeconds } from '../../../store/confirmReload';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { Dialog } from '../../ui/Dialog';
import { CountdownImage } from './CountdownImage';

export default function ReloadModal() {
  const t = usePack(loanPacks);
  const pop = useAppSelector(selectConfirmPop);
  const seconds = useAppSelector(selectCountdownSeconds);
  const counting = pop.status === 'counting';
  return (
    <Dialog open={counting} title={t.reloadTitle}>
      {counting && (
        <div className="loan-reload" aria-live="polite">
          <CountdownImage msLeft={pop.msLeft} seconds={seconds ?? 0} label={t.countdown(seconds ?? 0)} />
          <p>{pop.message || t.reloadMessage}</p>
        </div>
      )}
    </Dialog>
  );
}
