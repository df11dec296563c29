/**
 * The public site (SPEC §2, §5, §9): the nav bar names, the footer from the page config, the About and
 * Contact forms, the privacy frame, the loan terms, testimonials.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFor } from '../../../store/lenderConfig';
import { renderRoute } from '../../support/render';

const NAV = ['Home', 'About us', 'Comment', 'Privacy Policy', 'Loan terms and conditions'];

test.each(['/', '/About', '/User', '/Contact', '/Policy', '/Loan'])(
  '%s has the nav bar and the footer',
  async (path) => {
    renderRoute(path);
    // The first render of a file loads the UI kit (home carousel) cold: allow it time.
    const nav = await screen.findByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(NAV);
    const footer = screen.getByRole('contentinfo');
    // Without need-pop the site is English: the India lender of the runtime config.
    const company = companyFor('en');
    for (const text of [company.name, company.legalName, company.phone, company.email, company.address]) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
    expect(within(footer).getByText(company.copyright)).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: company.name })).toHaveAttribute('src', company.logo);
  },
);

test('the nav links go to the tabs and mark the current one', async () => {
  renderRoute('/User');
  const nav = await screen.findByRole('navigation');
  const hrefs = within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/', '/About', '/User', '/Policy', '/Loan']);
  expect(within(nav).getByRole('link', { name: 'Comment' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('the footer follows the runtime page config', async () => {
  const saved = window.__APP_CONFIG__;
  window.__APP_CONFIG__ = {
    ...saved,
    company: {
      name: 'Acme Lending Ltd',
      phone: '1800 000',
      email: 'hi@acme.test',
      address: '1 Main St',
      copyright: '© Acme',
    },
  };
  try {
    renderRoute('/About');
    const footer = await screen.findByRole('contentinfo');
    for (const text of ['Acme Lending Ltd', '1800 000', 'hi@acme.test', '1 Main St', '© Acme']) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
  } finally {
    window.__APP_CONFIG__ = saved;
  }
});

describe.each([
  ['/About', 'About us'],
  ['/Contact', 'Contact us'],
])('%s form', (path, heading) => {
  test('submitting with a field missing gives the failure toast for 1 s', async () => {
    const { effects } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Telephone'), '5512345678');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(effects.notices).toEqual([{ code: 'incompleteForm', tone: 'fail', durationMs: 1000 }]);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });

  test("a complete form gives 'Successful!' and clears", async () => {
    const { effects } = renderRoute(path);
    await screen.findByRole('heading', { name: heading, level: 1 });
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Telephone'), '5512345678');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Remark'), 'Please call me');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(effects.notices).toEqual([{ code: 'formSuccess', tone: 'success', durationMs: 3000 }]);
    expect(screen.getByLabelText('Remark')).toHaveValue('');
  });
});

test.each([
  ['/Policy', 'Privacy Policy', '1', 'en', 'Loading the privacy policy…', 'Open it on its own page'],
  [
    '/Policy?need-pop=2',
    'Aviso de privacidad',
    '2',
    'es',
    'Cargando el aviso de privacidad…',
    'Abrirlo en su propia página',
  ],
])(
  '%s embeds the privacy page in a frame, in the site language (SPEC §2)',
  async (url, title, languageType, lang, loading, open) => {
    renderRoute(url);
    const heading = await screen.findByRole('heading', { name: title, level: 1 });
    expect(heading.closest('.official')).toHaveAttribute('lang', lang);
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', `/PrivacyPolicy?languageType=${languageType}`);
    expect(frame).toHaveAttribute('title', title);
    // Until the page has loaded, a line says so and links to the privacy page on its own.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(loading);
    expect(within(status).getByRole('link', { name: open })).toHaveAttribute(
      'href',
      `/PrivacyPolicy?languageType=${languageType}`,
    );
  },
);

test('a frame that could not load says so, links to the page, and tries again on Retry', async () => {
  renderRoute('/Policy');
  await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
  const failed = document.querySelector('iframe')!;
  // The browser's error page belongs to no site: this site's script cannot read it.
  Object.defineProperty(failed, 'contentDocument', { get: () => null });
  fireEvent.load(failed);
  expect(screen.getByRole('status')).toHaveTextContent('The privacy policy did not load.');
  expect(within(screen.getByRole('status')).getByRole('link', { name: 'Open it on its own page' })).toBeVisible();
  expect(document.querySelector('iframe')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  const again = document.querySelector('iframe')!;
  expect(again).not.toBe(failed);
  expect(again).toBeVisible();
  expect(again).toHaveAttribute('src', '/PrivacyPolicy?languageType=1');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy policy…');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test.each([
  ['2', 'es', ['/?need-pop=2', '/About?need-pop=2', '/User?need-pop=2', '/Policy?need-pop=2', '/Loan?need-pop=2']],
  ['1', 'en', ['/?need-pop=1', '/About?need-pop=1', '/User?need-pop=1', '/Policy?need-pop=1', '/Loan?need-pop=1']],
])(
  'with need-pop=%s every site link keeps it, so a reload stays in the same language',
  async (needPop, lang, hrefs) => {
    const { router } = renderRoute(`/User?need-pop=${needPop}`);
    const nav = await screen.findByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(hrefs);
    const contact = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: lang === 'es' ? 'Contáctenos' : 'Contact us',
    });
    expect(contact).toHaveAttribute('href', `/Contact?need-pop=${needPop}`);
    // The footer names the market's own lender.
    expect(
      within(screen.getByRole('contentinfo')).getByText(companyFor(lang as 'en' | 'es').legalName),
    ).toBeInTheDocument();
    fireEvent.click(within(nav).getAllByRole('link')[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/About'));
    expect(router.state.location.search).toBe(`?need-pop=${needPop}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: lang === 'es' ? 'Sobre nosotros' : 'About us' }),
    ).toBeInTheDocument();
  },
);

test('/Loan shows every SPEC §9 term', async () => {
  renderRoute('/Loan');
  expect(await screen.findByRole('heading', { name: 'Loan terms and conditions', level: 1 })).toBeInTheDocument();
  const text = document.querySelector('.legal-doc')!.textContent;
  for (const term of [
    '91 calendar days',
    '365 calendar days',
    'within 1 day',
    'within 1-3 calendar days',
    'Rs.1,000 for new clients',
    'Rs.800 for repeat clients',
    'only once',
    '5% per day from day 1 to day 30',
    '4% per day from day 31 to day 90',
    '2% per day from day 91',
    'once half of the term has passed',
    'never before 7 days from the disbursal',
    'over 18 years',
    'Indian nationality',
    'name, date of birth or address within 3 calendar days',
    'at least 7 business days',
    'within 10 days of the judgment',
    'first charges, then enforcement costs, then penalties, and then fees, interest and principal',
    'same period as the original term',
    'interest and penalties due',
  ]) {
    expect(text).toContain(term);
  }
});

test('/User shows the user testimonials', async () => {
  renderRoute('/User');
  expect(await screen.findByRole('heading', { name: 'Comment', level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('blockquote')).length).toBeGreaterThanOrEqual(
    3,
  );
});

test('need-pop=2 gives the Spanish site', async () => {
  renderRoute('/About?need-pop=2');
  expect(await screen.findByRole('heading', { name: 'Sobre nosotros', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
});
