/**
 * The confirm screen's reload modal: countdown image and message while the confirmReload machine
 * counts to its reload. Its own chunk, so the dialog kit is not part of the screen's first load.
 */
import { Dialog } from 'antd-mobile';
import '../../ui/antdGlobal';
import { useAppSelector } from '../../../store';
import { selectConfirmPop, selectCountdownSeconds } from '../../../store/confirmReload';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { CountdownImage } from './CountdownImage';

export default function ReloadModal() {
  const t = usePack(loanPacks);
  const pop = useAppSelector(selectConfirmPop);
  const seconds = useAppSelector(selectCountdownSeconds);
  const counting = pop.status === 'counting';
  return (
    <Dialog
      visible={counting}
      aria-label={t.reloadTitle}
      title={t.reloadTitle}
      content={
        counting ? (
          <div className="loan-reload" aria-live="polite">
            <CountdownImage msLeft={pop.msLeft} seconds={seconds ?? 0} label={t.countdown(seconds ?? 0)} />
            <p>{pop.message || t.reloadMessage}</p>
          </div>
        ) : null
      }
    />
  );
}
