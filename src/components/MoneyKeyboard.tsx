/**
 * The money keyboard (SPEC §5): digits 0-9 and a decimal point, with a maximum length. Which key is
 * accepted is the pure rule `acceptMoneyKey`; a refused key leaves the amount as it was.
 * The kit's own key names (close, backspace) default to Chinese, so ours are passed in.
 */
import { ConfigProvider, NumberKeyboard, useConfig } from 'antd-mobile';
import '../ui/antdGlobal';
import { acceptMoneyKey } from '../format/moneyInput';

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
