/**
 * The landing hero's banner (issue 18): the market's brand banner paints from the prerendered HTML and
 * stays while the template loads; the template's own banner takes the same box; a template without a
 * banner, or whose banner cannot load, keeps the brand banner. The box never changes size.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { TemplateResponse } from '../../../store/registration';
import { en, es } from '../../../src/i18n/landing';
import { LandingHero } from '../../../src/screens/landing/LandingHero';

const template = (banner: string): TemplateResponse => ({
  code: '00',
  message: 'ok',
  data: { id: 1, template: { title: 'T', subtitle: 'S', banner, buttonText: '', appName: '' } },
});

const banner = (name: string) => screen.getByRole('img', { name });

test.each([
  ['es', es, 'Oferta de préstamo', '/img/landing-banner.svg'],
  ['en', en, 'Loan offer', '/img/landing-banner-in.svg'],
] as const)('before the template (%s) the market brand banner is shown, at 750 x 360', (_m, pack, alt, src) => {
  render(<LandingHero t={pack} />);
  expect(banner(alt)).toHaveAttribute('src', src);
  expect(banner(alt)).toHaveAttribute('width', '750');
  expect(banner(alt)).toHaveAttribute('height', '360');
  expect(screen.getByRole('heading', { name: pack.fallbackTitle })).toBeInTheDocument();
});

test("the template's own banner replaces the brand banner in the same element", () => {
  const { rerender } = render(<LandingHero t={es} />);
  const before = banner('Oferta de préstamo');
  rerender(<LandingHero t={es} body={template('/img/campaign.png')} />);
  expect(banner('Oferta de préstamo')).toBe(before);
  expect(before).toHaveAttribute('src', '/img/campaign.png');
  expect(screen.getByRole('heading', { name: 'T' })).toBeInTheDocument();
});

test('a template without a banner, or with an unsafe one, keeps the brand banner', () => {
  const { rerender } = render(<LandingHero t={es} body={template('')} />);
  expect(banner('Oferta de préstamo')).toHaveAttribute('src', '/img/landing-banner.svg');
  rerender(<LandingHero t={es} body={template('javascript:alert(1)')} />);
  expect(banner('Oferta de préstamo')).toHaveAttribute('src', '/img/landing-banner.svg');
});

test("a template banner that cannot load gives way to the brand banner; the brand banner's own failure is left alone", () => {
  render(<LandingHero t={en} body={template('/img/missing.png')} />);
  const img = banner('Loan offer');
  expect(img).toHaveAttribute('src', '/img/missing.png');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/img/landing-banner-in.svg');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/img/landing-banner-in.svg');
});
