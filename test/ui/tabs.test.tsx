/**
 * The app's tabs (src/ui/Tabs.tsx): one tab stop, arrow keys, Home and End move and select, the panel
 * is named by the selected tab, a click selects.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, tabAfterKey } from '../../src/ui/Tabs';

function Harness({ titles = ['Uno', 'Dos', 'Tres'] }: { titles?: string[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs titles={titles} selected={selected} onSelect={setSelected}>
      <p>contenido {titles[selected]}</p>
    </Tabs>
  );
}

test('keys move the selection round the row; other keys do not', () => {
  expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
  expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
  expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  expect(tabAfterKey('Home', 2, 3)).toBe(0);
  expect(tabAfterKey('End', 0, 3)).toBe(2);
  expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
});

test('only the selected tab is a tab stop, and the panel is named by it', () => {
  render(<Harness />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Uno' })).toHaveTextContent('contenido Uno');
});

test('arrow keys, Home and End select and focus the tab they reach', () => {
  render(<Harness />);
  const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
  screen.getAllByRole('tab')[0].focus();
  key('ArrowRight');
  expect(screen.getByRole('tab', { name: 'Dos' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Dos' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Dos' })).toHaveTextContent('contenido Dos');
  key('End');
  expect(screen.getByRole('tab', { name: 'Tres' })).toHaveFocus();
  key('ArrowRight');
  expect(screen.getByRole('tab', { name: 'Uno' })).toHaveFocus();
  key('ArrowLeft');
  expect(screen.getByRole('tab', { name: 'Tres' })).toHaveAttribute('aria-selected', 'true');
  key('Home');
  expect(screen.getByRole('tab', { name: 'Uno' })).toHaveAttribute('aria-selected', 'true');
});

test('a click selects its tab', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('tab', { name: 'Tres' }));
  expect(screen.getByRole('tab', { name: 'Tres' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('contenido Tres');
});
