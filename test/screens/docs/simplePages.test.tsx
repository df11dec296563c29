/** The fixed pages: login failure and about us; and the not-found screen. */
import { screen } from '@testing-library/react';
import { renderRoute } from '../../support/render';

test('/abcNot shows the fixed title and notice of the spec', async () => {
  renderRoute('/abcNot');
  expect(await screen.findByRole('heading', { name: 'Fracaso' })).toBeInTheDocument();
  expect(screen.getByText('Le ofrece servicios profesionales y pago de préstamos.')).toBeInTheDocument();
});

test.each([
  ['', 'Acerca de nosotros'],
  ['?need-pop=1', 'About us'],
])('/toolsAustralia%s shows the fixed paragraph in its market', async (q, heading) => {
  renderRoute(`/toolsAustralia${q}`);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

test('an unknown path shows not found', async () => {
  renderRoute('/nowhere');
  expect(await screen.findByText('404')).toBeInTheDocument();
});
