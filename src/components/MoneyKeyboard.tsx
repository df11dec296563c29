/**
 * The money keyboard (SPEC §5): digits 0-9 and a decimal point, with a maximum length. Which key is
 * accepted is the pure rule `acceptMoneyKey`; a refused key leaves the amount as it was.
 * The kit's own key names (close, backspace) default to Chinese, so ours are passed in.
 * It is a keyboard, not a dialog (no backdrop, the page stays usable): it closes on a tap anywhere
 * outside it and its field (`data-keyboard-anchor`), and before any dialog opens.
 * The kit's keys cannot be reached by Tab (they are for fingers), so while it is open a hardware
 * keyboard types into the field it belongs to: the digits, the point and Backspace go through the same
 * rule, and Escape or Enter closes it, focus staying on the field.
 */
import { ConfigProvider, NumberKeyboard, useConfig } from 'antd-mobile';
import '../ui/antdGlobal';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { acceptMoneyKey } from '../format/moneyInput';
import { DIALOG_OPENING_EVENT } from '../ui/dialogEvents';
import './moneyKeyboard.css';

interface Props {
  visible: boolean;
  value: string;
  maxLength: number;
  onChange: (next: string) => void;
  onClose: () => void;
  labels: { title: string; done: string; close: string; backspace: string };
}

export function MoneyKeyboard({ visible, value, maxLength, onChange, onClose, labels }: Props) {
  const { locale } = useConfig();
  const press = (key: string) => {
    const next = acceptMoneyKey(value, key, maxLength);
    if (next !== value) onChange(next);
  };
  const close = useRef(onClose);
  const pressKey = useRef<(key: string) => void>(() => undefined);
  useLayoutEffect(() => {
    close.current = onClose;
    pressKey.current = press;
  });
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (e: Event) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('.money-keyboard, [data-keyboard-anchor]')) return;
      close.current();
    };
    const onDialog = () => close.current();
    const onKeyDown = (e: KeyboardEvent) => {
      // Only for its own field (or itself): typing elsewhere, as in a dialog's code box, is not ours.
      const focused = document.activeElement;
      if (e.altKey || e.ctrlKey || e.metaKey || !focused?.closest('.money-keyboard, [data-keyboard-anchor]')) return;
      const key = e.key === 'Backspace' ? 'backspace' : e.key;
      if (key === 'Escape' || key === 'Enter') close.current();
      else if (/^[0-9.]$/.test(key) || key === 'backspace') pressKey.current(key);
      else return;
      e.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(DIALOG_OPENING_EVENT, onDialog);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(DIALOG_OPENING_EVENT, onDialog);
    };
  }, [visible]);
  return (
    <ConfigProvider
      locale={{
        ...locale,
        common: { ...locale.common, close: labels.close },
        NumberKeyboard: { ...locale.NumberKeyboard, backspace: labels.backspace },
      }}
    >
      <NumberKeyboard
        visible={visible}
        customKey="."
        title={labels.title}
        confirmText={labels.done}
        onInput={press}
        onDelete={() => press('backspace')}
        onClose={onClose}
        className="money-keyboard"
      />
    </ConfigProvider>
  );
}
