/** The download and agreement pages open from their hash URLs on a fresh load (SPEC §2, CONTRACT). */
import { screen } from '@testing-library/react';
import '../../support/msw';
import { getConfig } from '../../../store/config';
import { renderRoute } from '../../support/render';

test('/#/downloadTemplate shows the template app and both store links', async () => {
  renderRoute('/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1');
  expect(await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', getConfig().appStoreUrl);
  expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', getConfig().playStoreUrl);
  expect(screen.getByRole('link', { name: 'Leer el acuerdo de registro' })).toHaveAttribute(
    'href',
    '/#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1',
  );
});

test('/#/downloadTemplate without a template id still offers the app', async () => {
  renderRoute('/#/downloadTemplate?app_from=demo');
  expect(await screen.findByRole('heading', { name: 'Descargue Préstamo Fácil' })).toBeInTheDocument();
});

test('/#/agreementTemplate shows the registration agreement with the app and company names', async () => {
  renderRoute('/#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=1');
  expect(await screen.findByRole('heading', { name: 'Acuerdo de registro', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(/operador de Crédito Plus/)).toBeInTheDocument();
  expect(screen.getByText(new RegExp(getConfig().company.name.replace(/\./g, '\\.')))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
    'href',
    '/landing?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=1',
  );
});

test('the way back to the landing page keeps the market (need-pop) and the campaign', async () => {
  renderRoute('/?need-pop=1#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&links_id=4');
  expect(await screen.findByRole('heading', { name: 'Registration agreement', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    '/landing?need-pop=1&app_from=demo&user_from=ads&utm_tag=demo&id=2&links_id=4',
  );
});
