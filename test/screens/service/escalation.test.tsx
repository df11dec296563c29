/** Customer service names the market's escalation contacts (issue 20): RBI / Sachet in India, CONDUSEF in Mexico. */
import { screen, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';

beforeAll(() => import('../../../src/screens/service/CustomerServiceScreen'), 30_000);

const SESSION = 'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1';

test('Mexico: the UNE and CONDUSEF with its phone and site', async () => {
  renderRoute(`/actLegislation?${SESSION}`);
  const box = await screen.findByTestId('escalation', {}, { timeout: 10_000 });
  expect(within(box).getByRole('heading', { name: '¿No se resolvió? Escale su reclamación' })).toBeInTheDocument();
  expect(within(box).getByRole('heading', { name: 'CONDUSEF' })).toBeInTheDocument();
  expect(within(box).getByRole('link', { name: '55 5340 0999' })).toHaveAttribute('href', 'tel:5553400999');
  expect(within(box).getByText('www.condusef.gob.mx')).toBeInTheDocument();
});

test('India: the grievance officer, the RBI ombudsman and the Sachet portal', async () => {
  renderRoute(`/actLegislation?${SESSION}&need-pop=1`);
  const box = await screen.findByTestId('escalation', {}, { timeout: 10_000 });
  expect(within(box).getByRole('heading', { name: 'Grievance Redressal Officer' })).toBeInTheDocument();
  expect(within(box).getByRole('link', { name: 'grievance@agilcredit.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@agilcredit.in',
  );
  expect(within(box).getByText('sachet.rbi.org.in')).toBeInTheDocument();
});
