/** The money keyboard (SPEC §5): 0-9 and one decimal point, at most 2 decimals, a maximum length, backspace. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MoneyKeyboard } from '../../../src/components/MoneyKeyboard';
import { Dialog } from '../../../src/ui/Dialog';

const labels = { title: 'Teclado de monto', done: 'Listo', close: 'Cerrar teclado', backspace: 'Borrar' };

function Harness({ maxLength = 6, initial = '' }: { maxLength?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="value">{value}</output>
      <output data-testid="open">{String(open)}</output>
      <MoneyKeyboard
        visible={open}
        value={value}
        maxLength={maxLength}
        onChange={setValue}
        onClose={() => setOpen(false)}
        labels={labels}
      />
    </>
  );
}

const press = (...keys: string[]) => keys.forEach((k) => fireEvent.click(screen.getByRole('button', { name: k })));
const value = () => screen.getByTestId('value').textContent;

test('offers the ten digits, a decimal point and backspace, with our labels', () => {
  render(<Harness />);
  for (const k of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'Listo', 'Cerrar teclado']) {
    expect(screen.getByRole('button', { name: k })).toBeInTheDocument();
  }
  expect(screen.getByTitle('Borrar')).toBeInTheDocument();
});

test('types an amount with one point and at most 2 decimals', () => {
  render(<Harness />);
  press('1', '2', '.', '.', '5', '0', '7');
  expect(value()).toBe('12.50');
});

test('a leading point reads as 0. and a leading zero is replaced', () => {
  render(<Harness />);
  press('.', '5');
  expect(value()).toBe('0.5');
  fireEvent.click(screen.getByTitle('Borrar'));
  fireEvent.click(screen.getByTitle('Borrar'));
  fireEvent.click(screen.getByTitle('Borrar'));
  expect(value()).toBe('');
  press('0', '0', '7');
  expect(value()).toBe('7');
});

test('stops at the maximum length', () => {
  render(<Harness maxLength={4} />);
  press('9', '9', '9', '9', '9');
  expect(value()).toBe('9999');
});

test('backspace removes the last character; Listo closes the keyboard', () => {
  render(<Harness initial="3000" />);
  fireEvent.click(screen.getByTitle('Borrar'));
  expect(value()).toBe('300');
  press('Listo');
  expect(screen.getByTestId('open')).toHaveTextContent('false');
});

test('a tap outside the keyboard closes it; a tap on a key or on its field does not', () => {
  render(
    <>
      <button type="button" data-keyboard-anchor="">
        field
      </button>
      <button type="button">elsewhere</button>
      <Harness />
    </>,
  );
  fireEvent.pointerDown(screen.getByRole('button', { name: '5' }));
  fireEvent.pointerDown(screen.getByRole('button', { name: 'field' }));
  expect(screen.getByTestId('open')).toHaveTextContent('true');
  fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.getByTestId('open')).toHaveTextContent('false');
});

test('a dialog opening closes the keyboard first', () => {
  function WithDialog() {
    const [dialog, setDialog] = useState(false);
    return (
      <>
        <Harness />
        <button type="button" onClick={() => setDialog(true)}>
          open dialog
        </button>
        <Dialog open={dialog} title="SMS">
          <p>code</p>
        </Dialog>
      </>
    );
  }
  render(<WithDialog />);
  expect(screen.getByTestId('open')).toHaveTextContent('true');
  // A click with no pointer before it (a keyboard's Enter): only the dialog's own signal closes it.
  fireEvent.click(screen.getByRole('button', { name: 'open dialog' }));
  expect(screen.getByRole('dialog', { name: 'SMS' })).toBeInTheDocument();
  expect(screen.getByTestId('open')).toHaveTextContent('false');
});

describe('a hardware keyboard types into the field it belongs to (its keys are not Tab stops)', () => {
  function WithField() {
    const [value, setValue] = useState('30');
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" data-keyboard-anchor="" aria-expanded={open}>
          {value}
        </button>
        <input aria-label="Otro campo" />
        <output data-testid="value">{value}</output>
        <output data-testid="open">{String(open)}</output>
        <MoneyKeyboard
          visible={open}
          value={value}
          maxLength={6}
          onChange={setValue}
          onClose={() => setOpen(false)}
          labels={labels}
        />
      </>
    );
  }
  const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

  test('digits, the point and Backspace go through the same rule, from the focused field', () => {
    render(<WithField />);
    const field = screen.getByRole('button', { name: '30' });
    field.focus();
    key('0');
    key('.');
    key('.');
    key('5');
    expect(value()).toBe('300.5');
    key('Backspace');
    key('Backspace');
    expect(value()).toBe('300');
    // Not a key of the money keyboard: ignored.
    key('x');
    key('-');
    expect(value()).toBe('300');
  });

  test.each(['Escape', 'Enter'])('%s closes it; focus stays on the field', (k) => {
    render(<WithField />);
    const field = screen.getByRole('button', { name: '30' });
    field.focus();
    key(k);
    expect(screen.getByTestId('open').textContent).toBe('false');
    expect(field).toHaveFocus();
  });

  test('typing in another field is left alone', () => {
    render(<WithField />);
    const other = screen.getByRole('textbox', { name: 'Otro campo' });
    other.focus();
    key('7');
    key('Escape');
    expect(value()).toBe('30');
    expect(screen.getByTestId('open').textContent).toBe('true');
  });
});
