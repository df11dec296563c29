/** The download and agreement pages open from their hash URLs on a fresh load (SPEC §2, CONTRACT). */
import { fireEvent, screen } from '@testing-library/react';
import '../../support/msw';
import { appStoresFor } from '../../../store/registration';
import { companyFor } from '../../../store/lenderConfig';
import { renderRoute } from '../../support/render';

// The screens' chunks load once, cold, before the first test's findBy clock starts (a busy runner).
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/landing/DownloadTemplateScreen'),
      import('../../../src/screens/landing/AgreementTemplateScreen'),
    ]),
  30_000,
);

const STORES = ['https://apps.apple.com', 'https://play.google.com'];
const allowStores = () => {
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, urlAllowlist: ['http://localhost', ...STORES] };
};
afterEach(() => {
  window.__APP_CONFIG__ = { provider: 'demo', urlAllowlist: ['http://localhost'] };
});

test('/#/downloadTemplate shows the template app and both store links', async () => {
  allowStores();
  renderRoute('/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1');
  expect(await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', appStoresFor('es').appStoreUrl);
  expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', appStoresFor('es').playStoreUrl);
  const agreement = new URL(
    screen.getByRole('link', { name: 'Leer el acuerdo de registro' }).getAttribute('href')!,
    'http://localhost',
  );
  expect(agreement.pathname).toBe('/');
  expect(agreement.hash).toBe('#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1');
});

test('the download page sends each market to its own app: an Indian visitor to the Indian listing', async () => {
  allowStores();
  renderRoute('/?need-pop=1#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2');
  const play = await screen.findByRole('link', { name: /Google Play/ });
  expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.agilcredit.app');
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', appStoresFor('en').appStoreUrl);
  expect(appStoresFor('en')).not.toEqual(appStoresFor('es'));
});

test('the agreement link of the download page keeps the market (need-pop on the path) and the session', async () => {
  renderRoute('/?need-pop=1&language=en#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=4');
  const link = await screen.findByRole('link', { name: 'Read the registration agreement' });
  const href = new URL(link.getAttribute('href')!, 'http://localhost');
  expect(href.pathname).toBe('/');
  expect(href.searchParams.get('need-pop')).toBe('1');
  expect(href.searchParams.get('language')).toBe('en');
  expect(href.hash).toBe('#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=4');
});

test.each([
  'data:text/html,<script>alert(1)</script>',
  'blob:https://apps.apple.com/x',
  'vbscript:msgbox(1)',
  'https://apps.apple.com@evil.example/app',
  'https://evil.example/app',
])('a store link from the config that the gate refuses (%s) leads nowhere and says why', async (bad) => {
  allowStores();
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, appStoreUrl: bad };
  const { effects } = renderRoute('/#/downloadTemplate?app_from=demo');
  const link = await screen.findByRole('link', { name: /App Store/ });
  expect(link).toHaveAttribute('href', '#');
  fireEvent.click(link);
  expect(effects.said()).toEqual(['linkRefused']);
  expect(effects.navigations).toEqual([]);
  fireEvent.click(screen.getByRole('link', { name: /Google Play/ }));
  expect(effects.navigations).toEqual([{ kind: 'external', href: appStoresFor('es').playStoreUrl, replace: false }]);
});

test('/#/downloadTemplate without a template id still offers the app', async () => {
  renderRoute('/#/downloadTemplate?app_from=demo');
  expect(await screen.findByRole('heading', { name: 'Descargue Préstamo Fácil' })).toBeInTheDocument();
});

test('/#/agreementTemplate shows the registration agreement with the app and company names', async () => {
  renderRoute('/#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=1');
  expect(await screen.findByRole('heading', { name: 'Acuerdo de registro', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(/operador de Crédito Plus/)).toBeInTheDocument();
  // The lender the site's footer and the contract name (runtime config, Mexican market).
  expect(screen.getAllByText(new RegExp(companyFor('es').legalName.replace(/\./g, '\\.'))).length).toBeGreaterThan(0);
  // Opened fresh (no page of this visit behind it): back leads to the download page.
  expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
    'href',
    '/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&down_id=1',
  );
});

test('opened fresh, the way back is the download page, keeping the market (need-pop) and the campaign', async () => {
  const { router } = renderRoute(
    '/?need-pop=1#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&links_id=4',
  );
  expect(await screen.findByRole('heading', { name: 'Registration agreement', level: 1 })).toBeInTheDocument();
  const back = screen.getByRole('link', { name: 'Back' });
  expect(back).toHaveAttribute(
    'href',
    '/?need-pop=1#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&links_id=4',
  );
  fireEvent.click(back);
  expect(await screen.findByRole('heading', { name: /^Download / })).toBeInTheDocument();
  expect(router.state.location.hash).toBe(
    '#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=2&links_id=4',
  );
  expect(router.state.location.search).toBe('?need-pop=1');
});

test('opened from the download page, "Volver" goes back to it (history back, no new entry)', async () => {
  const { router } = renderRoute('/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1');
  fireEvent.click(await screen.findByRole('link', { name: /acuerdo de registro/i }));
  expect(await screen.findByRole('heading', { name: 'Acuerdo de registro', level: 1 })).toBeInTheDocument();
  expect(router.state.location.hash).toMatch(/^#\/agreementTemplate\?/);
  fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
  expect(await screen.findByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeInTheDocument();
  // A POP back to the first entry: the download page is not stacked a second time.
  expect(router.state.historyAction).toBe('POP');
  expect(router.state.location.key).toBe('default');
});
