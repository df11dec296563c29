/**
 * The lender's side of config.js (store/lenderConfig.ts), read by the screens that show it: each
 * market's company and the cost sheet's contacts, the defaults without config.js, an operator's fields
 * over them with it.
 */
import { DEFAULT_COST_DISCLOSURE } from '../../store/cost/config';
import { DEFAULT_COMPANIES } from '../../store/identity';
import { companyFor, costDisclosureConfig } from '../../store/lenderConfig';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

test('without config.js: the default company of each market and the default cost-sheet contacts', () => {
  expect(companyFor('es')).toEqual(DEFAULT_COMPANIES.es);
  expect(companyFor('en')).toEqual(DEFAULT_COMPANIES.en);
  expect(costDisclosureConfig()).toEqual(DEFAULT_COST_DISCLOSURE);
});

test("config.js's fields are laid over the defaults, market by market and field by field", () => {
  window.__APP_CONFIG__ = {
    companies: { es: { name: 'Crédito Norte' } },
    company: { phone: '800 000 0000' },
    costDisclosure: { coolingOff: { underSevenDays: 2 } },
  };
  expect(companyFor('es')).toMatchObject({ name: 'Crédito Norte', phone: '800 000 0000' });
  expect(companyFor('es').legalName).toBe(DEFAULT_COMPANIES.es.legalName);
  expect(companyFor('en')).toMatchObject({ name: DEFAULT_COMPANIES.en.name, phone: '800 000 0000' });
  expect(costDisclosureConfig().coolingOff).toEqual({ ...DEFAULT_COST_DISCLOSURE.coolingOff, underSevenDays: 2 });
  expect(costDisclosureConfig().grievanceOfficer).toEqual(DEFAULT_COST_DISCLOSURE.grievanceOfficer);
});
