/** The promissory note (/directorsIn) and the period agreement (/agony), both markets. */
import { screen, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION } from '../../store/confirmReload/kit';

beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/docs/LoanAgreementScreen'),
      import('../../../src/screens/docs/PeriodAgreementScreen'),
    ]),
  30_000,
);

const cellOf = (field: string) => {
  const row = document.querySelector(`tr[data-field="${field}"]`) as HTMLElement;
  return within(row).getByRole('cell');
};

describe('/directorsIn promissory note', () => {
  test('Spanish: the table of contract fields with $ amounts, and the SPEC §9 terms', async () => {
    renderRoute(`/directorsIn?${SESSION}&orderNo=174`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagaré' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Acreditado' })).toBeInTheDocument();
    expect(cellOf('username')).toHaveTextContent('María Fernanda López García');
    expect(cellOf('productName')).toHaveTextContent('Crédito Plus');
    expect(cellOf('mount')).toHaveTextContent('$6.000.00');
    expect(cellOf('contractAmount')).toHaveTextContent(/^\$\d/);
    for (const f of ['commission', 'Interest', 'IVA', 'giveAmount']) expect(cellOf(f)).toHaveTextContent(/^\$[\d.]+$/);
    for (const f of ['daiDate', 'planDate', 'contractDate']) expect(cellOf(f)).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    expect(cellOf('userAddress')).toHaveTextContent('Av. Insurgentes Sur');
    expect(cellOf('company')).toHaveTextContent('Financiera Ágil');
    expect(cellOf('userName')).toHaveTextContent('María Fernanda López García');
    expect(screen.getAllByRole('row')).toHaveLength(14);
    const terms = screen.getByRole('heading', { name: 'Términos' }).closest('section')!;
    expect(terms).toHaveTextContent('Tasa de interés anual: 18%');
    expect(terms).toHaveTextContent('0.0065% diario');
    expect(terms).toHaveTextContent('IVA: 16% de la suma de intereses y comisión');
    expect(terms).toHaveTextContent('Pena por atraso: 3% del monto del préstamo por cada día');
  });

  test('English: labels, rupee amounts and the same terms', async () => {
    renderRoute(`/directorsIn?${SESSION}&orderNo=180&need-pop=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promissory note' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Loan amount' })).toBeInTheDocument();
    expect(cellOf('mount')).toHaveTextContent('₹3.000.00');
    const terms = screen.getByRole('heading', { name: 'Terms' }).closest('section')!;
    expect(terms).toHaveTextContent('Annual interest rate: 18%');
    expect(terms).toHaveTextContent('0.0065% of the loan amount per day');
    expect(terms).toHaveTextContent('VAT: 16% of the sum of interest and commission');
    expect(terms).toHaveTextContent('Overdue penalty: 3% of the loan amount for each day');
  });

  test('an unknown contract shows the server message with a retry', async () => {
    renderRoute(`/directorsIn?${SESSION}&orderNo=4242`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Contrato no encontrado');
  });
});

describe('/agony period agreement', () => {
  test('the repayment plan rows of contract-detail (English)', async () => {
    renderRoute(`/agony?${SESSION}&orderNo=174&need-pop=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Instalment loan agreement' })).toBeInTheDocument();
    const plan = (await screen.findByRole('heading', { name: 'Repayment plan' })).closest('section')!;
    const rows = within(plan).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('1/3');
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent(/^₹[\d.]+$/);
    expect(within(rows[2]).getAllByRole('cell')[2]).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  });

  test('a single-repayment contract says so (Spanish)', async () => {
    renderRoute(`/agony?${SESSION}&orderNo=21`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato de préstamo en cuotas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Este préstamo se paga en un solo pago en la fecha de pago.')).toBeInTheDocument();
  });
});
