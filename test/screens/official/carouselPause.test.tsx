/**
 * The home carousel's pause control (WCAG 2.2.2): SPEC §9's 3000 ms autoplay stays, with a visible
 * button, named in the site's language, that pauses and plays it again; a visitor who asked for
 * reduced motion gets it paused from the start.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../support/render';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));

const realMatchMedia = window.matchMedia;
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

/** The browser as a visitor set it: `reduce` answers the reduced-motion query. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    media: query,
    matches: reduce && query.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)',
  });
}

const activeDot = () => document.querySelector('.official-dots')?.getAttribute('data-current');
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

test.each([
  ['/', 'Pause slideshow', 'Play slideshow'],
  ['/?need-pop=2', 'Pausar presentación', 'Reproducir presentación'],
])('%s: the button pauses the autoplay and plays it again', async (url, pause, play) => {
  jest.useFakeTimers();
  prefersReducedMotion(false);
  renderRoute(url);
  const button = await screen.findByRole('button', { name: pause });
  // Paused just before the first move: it stays; played again, it moves 3000 ms later.
  await advance(2900);
  fireEvent.click(button);
  expect(screen.getByRole('button', { name: play })).toBe(button);
  await advance(9000);
  expect(activeDot()).toBe('0');
  fireEvent.click(button);
  expect(button).toHaveAccessibleName(pause);
  await advance(2900);
  expect(activeDot()).toBe('0');
  await advance(100);
  expect(activeDot()).toBe('1');
});

test.each([
  ['/', 'Play slideshow'],
  ['/?need-pop=2', 'Reproducir presentación'],
])('%s with prefers-reduced-motion: reduce starts paused', async (url, play) => {
  jest.useFakeTimers();
  prefersReducedMotion(true);
  renderRoute(url);
  const button = await screen.findByRole('button', { name: play });
  expect(document.querySelectorAll('.official-slide')).toHaveLength(2);
  await advance(9000);
  expect(activeDot()).toBe('0');
  fireEvent.click(button);
  await advance(3000);
  expect(activeDot()).toBe('1');
});
