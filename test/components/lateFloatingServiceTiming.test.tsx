/**
 * The floating service button's chunk is asked for only after the screen has drawn its first answer and
 * that frame has painted (issue 18: the kit must not compete with the screen's largest paint).
 */
import { render, screen } from '@testing-library/react';
import { LateFloatingService } from '../../src/components/LateFloatingService';

const loaded = jest.fn();
jest.mock('../../src/components/FloatingService', () => {
  loaded();
  return { FloatingService: ({ label }: { label: string }) => <a href="/actLegislation">{label}</a> };
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('nothing is loaded while the screen waits for its data; the button comes after the data has painted', async () => {
  const view = render(<LateFloatingService drawn={false} to="/actLegislation" label="Customer service" />);
  // Past the page's load and several frames: the data has not been drawn, so the chunk is not asked for.
  await pause(100);
  expect(loaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();

  view.rerender(<LateFloatingService drawn to="/actLegislation" label="Customer service" />);
  expect(loaded).not.toHaveBeenCalled();
  expect(await screen.findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  expect(loaded).toHaveBeenCalledTimes(1);
});

test('an image of the screen still loading holds the button until it is decoded (it may be the largest paint)', async () => {
  const logo = document.createElement('img');
  Object.defineProperty(logo, 'complete', { value: false });
  let decoded: () => void = () => undefined;
  logo.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  document.body.appendChild(logo);
  try {
    render(<LateFloatingService drawn to="/actLegislation" label="Customer service" />);
    await pause(100);
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
    decoded();
    expect(await screen.findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  } finally {
    logo.remove();
  }
});
