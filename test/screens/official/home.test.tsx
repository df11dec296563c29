/** The public home (SPEC §2, §9): a two-image carousel that autoplays every 3000 ms and loops; banners; testimonials. */
import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../support/render';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));

afterEach(() => jest.useRealTimers());

const activeDot = () => document.querySelector('.official-dots')?.getAttribute('data-current');

test('the carousel shows two images and moves on every 3000 ms, looping back to the first', async () => {
  jest.useFakeTimers();
  renderRoute('/');
  // The first slide paints before the swiper's chunk arrives; the swiper then shows both.
  expect(await screen.findByRole('img', { name: 'Apply for a loan from your phone in minutes' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Money in your bank account within 1-3 days' })).toBeInTheDocument();
  expect(document.querySelectorAll('.official-slide')).toHaveLength(2);
  expect(activeDot()).toBe('0');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2900);
  });
  expect(activeDot()).toBe('0');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(activeDot()).toBe('1');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3000);
  });
  expect(activeDot()).toBe('0');
});

test('the home shows banners and testimonials', async () => {
  renderRoute('/');
  expect(await screen.findByRole('heading', { name: '100% online' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What our users say' })).toBeInTheDocument();
  expect(document.querySelectorAll('blockquote').length).toBe(3);
});

test.each([
  ['/', 'Apply for a loan from your phone in minutes', 'Money in your bank account within 1-3 days', ''],
  [
    '/?need-pop=2',
    'Solicite un préstamo desde su celular en minutos',
    'Dinero en su cuenta bancaria en 1-3 días',
    '-es',
  ],
])("the carousel's images carry the site's language (%s)", async (url, firstAlt, secondAlt, suffix) => {
  renderRoute(url);
  expect(await screen.findByRole('img', { name: firstAlt })).toHaveAttribute(
    'src',
    `/img/official/slide-1${suffix}.svg`,
  );
  expect(await screen.findByRole('img', { name: secondAlt })).toHaveAttribute(
    'src',
    `/img/official/slide-2${suffix}.svg`,
  );
});
