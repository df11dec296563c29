/**
 * The true cost on the confirm screen and its cost sheet, against the contract server with published
 * cash flows in the quote: India shows the APR of the RBI KFS circular's Annex B loan, Mexico the CAT
 * of Banco de México's example; a lender's own figure wins; the sheet lays out the flows, prints and
 * downloads an HTML file that states the figure.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEffects } from '../../support/effects';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION } from '../../store/confirmReload/kit';
import { BANXICO_EXAMPLE, RBI_ANNEX_B, confirmAnswer } from '../../store/cost/quotes';

const confirmUrl = (needPop?: string) => `/kimJuly?${SESSION}&productId=1${needPop ? `&need-pop=${needPop}` : ''}`;
const sheetUrl = (needPop?: string) => `/costSheet?${SESSION}&productId=1${needPop ? `&need-pop=${needPop}` : ''}`;

beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/loan/ConfirmScreen'),
      import('../../../src/screens/loan/CostSheetScreen'),
    ]),
  30_000,
);

describe('confirm screen', () => {
  test('India: the APR of RBI Annex B (17.07%) beside the daily rate, with the Key Facts Statement link', async () => {
    server.use(confirmAnswer(RBI_ANNEX_B));
    renderRoute(confirmUrl('1'));
    const line = await screen.findByTestId('cost-figure');
    expect(within(line).getByText('APR 17.07%')).toBeInTheDocument();
    const link = within(line).getByRole('link', { name: 'Key Facts Statement' });
    expect(link.getAttribute('href')).toMatch(/^\/costSheet\?.*productId=1/);
    expect(link.getAttribute('href')).toContain('need-pop=1');
  });

  // A quote gives no VAT apart from its amounts (what is received is net of the fees and their VAT), so
  // a CAT computed from them counts the VAT, and is not called "sin IVA".
  test('Mexico: the CAT of the Banxico example (57.4%), computed, says it counts the VAT; with the carátula link', async () => {
    server.use(confirmAnswer(BANXICO_EXAMPLE));
    renderRoute(confirmUrl());
    const line = await screen.findByTestId('cost-figure');
    expect(
      within(line).getByText(
        'CAT 57.4% con IVA, calculado con los montos de la oferta. Para fines informativos y de comparación',
      ),
    ).toBeInTheDocument();
    expect(line.textContent).not.toContain('sin IVA');
    expect(within(line).getByRole('link', { name: 'Ver carátula del crédito' })).toBeInTheDocument();
  });

  test("Mexico: the lender's CAT is shown in the regulator's words, sin IVA", async () => {
    server.use(confirmAnswer({ ...BANXICO_EXAMPLE, cat: 51.3 }));
    renderRoute(confirmUrl());
    const line = await screen.findByTestId('cost-figure');
    expect(within(line).getByText('CAT 51.3% sin IVA. Para fines informativos y de comparación')).toBeInTheDocument();
  });

  test("the lender's figure is shown as given, not the computed one", async () => {
    server.use(confirmAnswer({ ...RBI_ANNEX_B, apr: 18.25 }));
    renderRoute(confirmUrl('1'));
    const line = await screen.findByTestId('cost-figure');
    expect(within(line).getByText('APR 18.25%')).toBeInTheDocument();
    expect(screen.queryByText('APR 17.07%')).toBeNull();
  });

  test('a quote the cost cannot be computed from says so, and never shows NaN', async () => {
    server.use(confirmAnswer({ ...BANXICO_EXAMPLE, repay_plans: [] }));
    renderRoute(confirmUrl());
    const line = await screen.findByTestId('cost-figure');
    expect(within(line).getByText('CAT no disponible para esta oferta')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  test('the link opens the sheet of the same quote', async () => {
    server.use(confirmAnswer(RBI_ANNEX_B));
    const { router } = renderRoute(confirmUrl('1'));
    fireEvent.click(await screen.findByRole('link', { name: 'Key Facts Statement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Key Facts Statement' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/costSheet');
  });
});

describe('cost sheet', () => {
  test('India: amounts, the 24 instalments after the disbursal, the computation, cooling-off, grievance officer', async () => {
    server.use(confirmAnswer(RBI_ANNEX_B));
    renderRoute(sheetUrl('1'));
    await screen.findByRole('heading', { level: 1, name: 'Key Facts Statement' });
    expect(screen.getByTestId('sheet-figure')).toHaveTextContent('APR 17.07%');
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('₹20.000.00')).toBeInTheDocument();
    expect(within(amounts).getByText('₹19.600.00')).toBeInTheDocument();
    expect(within(amounts).getByText('₹400.00')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 1 + 24);
    expect(rows[1]).toHaveTextContent('2024-04-15You receive₹19.600.00');
    expect(rows.at(-1)).toHaveTextContent('2026-04-15EMI 24₹969.73');
    expect(screen.getByTestId('cost-illustration')).toHaveTextContent(
      'APR = 1.4225% per month × 12 periods a year = 17.07%',
    );
    // A 2-year loan: the 3-day look-up period of loans of 7 days or more.
    expect(screen.getByText(/^3 days from disbursal/)).toBeInTheDocument();
    expect(screen.getByText('Meera Krishnan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@agilcredit.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@agilcredit.in',
    );
  });

  test('Mexico: download hands over an HTML file that states the CAT and the flows, and says it is saved', async () => {
    server.use(confirmAnswer(BANXICO_EXAMPLE));
    const effects = fakeEffects();
    renderRoute(sheetUrl(), undefined, undefined, effects);
    await screen.findByRole('heading', { level: 1, name: 'Carátula del crédito' });
    expect(screen.getByTestId('cost-illustration')).toHaveTextContent('con t = meses / 12 → i = CAT = 57.4%');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(effects.said()).toEqual(['sheetSaved']));
    expect(effects.delivered).toHaveLength(1);
    const [{ file, share }] = effects.delivered;
    // A statement to keep is downloaded, never put in a share sheet.
    expect(share).toBe(false);
    expect(file).toMatchObject({ name: 'caratula-credito.html', type: 'text/html' });
    const html = 'text' in file ? file.text : '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('CAT 57.4% con IVA, calculado con los montos de la oferta.');
    // The sheet says why the computed figure counts the VAT.
    expect(html).toContain('El otorgante no indicó su CAT');
    expect(html).not.toMatch(/% sin IVA/);
    expect(html).toContain('$962.33');
    expect(html).toContain('10 días hábiles');
    // The page's buttons are not part of the statement.
    expect(html).not.toContain('Descargar');
  });

  test('print opens the print dialog', async () => {
    server.use(confirmAnswer(BANXICO_EXAMPLE));
    const print = jest.fn();
    window.print = print;
    renderRoute(sheetUrl());
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('absent receivedAmount and loanDate: the sheet says what it assumed', async () => {
    const { receivedAmount: _r, loanDate: _d, ...rest } = RBI_ANNEX_B;
    server.use(confirmAnswer(rest));
    renderRoute(sheetUrl('1'));
    await screen.findByRole('heading', { level: 1, name: 'Key Facts Statement' });
    expect(screen.getByText('No upfront deduction was quoted: you receive the full loan amount.')).toBeInTheDocument();
    expect(screen.getByText(/^No disbursal date was quoted: \d{4}-\d{2}-\d{2} is used\.$/)).toBeInTheDocument();
  });
});
