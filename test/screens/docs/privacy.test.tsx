/** The privacy notice (SPEC §2, §9): English only when languageType is 1, else Spanish; the time limits. */
import { screen } from '@testing-library/react';
import { PRIVACY_FIGURES } from '../../../src/i18n/privacy';
import { renderRoute } from '../../support/render';

const text = () => document.querySelector('main')!.textContent;

test('the figures of the spec', () => {
  expect(PRIVACY_FIGURES).toEqual({
    faceDataDeletedDays: 30,
    arcoResponseDays: 20,
    arcoEffectWorkingDays: 15,
    fixRequestWorkingDays: 5,
    fixWorkingDays: 10,
  });
});

test.each(['/informallyIn', '/PrivacyPolicy'])(
  '%s?languageType=1 is in English with every time limit',
  async (path) => {
    renderRoute(`${path}?languageType=1`);
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(text()).toContain('permanently deleted within 30 days');
    expect(text()).toContain('answer your request within 20 days');
    expect(text()).toContain('take effect within 15 working days');
    expect(text()).toContain('complete it within 5 working days');
    expect(text()).toContain('you will have 10 working days');
  },
);

test.each(['', '?languageType=2', '?languageType=0', '?languageType=en'])(
  '/informallyIn%s is in Spanish with every time limit',
  async (q) => {
    renderRoute(`/informallyIn${q}`);
    expect(await screen.findByRole('heading', { name: 'Aviso de Privacidad', level: 1 })).toBeInTheDocument();
    expect(text()).toContain('dentro de los 30 días');
    expect(text()).toContain('en un plazo de 20 días');
    expect(text()).toContain('dentro de los 15 días hábiles');
    expect(text()).toContain('dentro de los 5 días hábiles');
    expect(text()).toContain('con 10 días hábiles');
    expect(screen.queryByText(/Privacy Policy/)).toBeNull();
  },
);

test('the document is readable text with numbered sections, not a placeholder', async () => {
  renderRoute('/PrivacyPolicy?languageType=1');
  await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
  expect(text().length).toBeGreaterThan(3000);
});
