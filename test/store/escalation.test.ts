/** Escalation contacts per market: defaults name the regulator; an operator's list replaces them, junk does not. */
import { DEFAULT_COST_DISCLOSURE } from '../../store/cost/config';
import { DEFAULT_ESCALATION, escalationContacts } from '../../store/escalation';

test('defaults: India names the RBI Sachet portal, Mexico CONDUSEF with its phone', () => {
  const india = escalationContacts(undefined, 'en');
  expect(india.some((c) => c.url === 'https://sachet.rbi.org.in')).toBe(true);
  expect(india[0].title).toBe('Grievance Redressal Officer');
  const mexico = escalationContacts(undefined, 'es');
  expect(mexico.find((c) => c.title === 'CONDUSEF')).toMatchObject({
    phone: '55 5340 0999',
    url: 'https://www.condusef.gob.mx',
  });
});

test("an operator's list replaces the market's defaults; invalid entries and non-https URLs are dropped", () => {
  const override = {
    en: [
      { title: 'Nodal Officer', email: 'nodal@agilcredit.in', url: 'javascript:alert(1)' },
      { name: 'no title' },
      42,
    ],
  };
  expect(escalationContacts(override, 'en')).toEqual([{ title: 'Nodal Officer', email: 'nodal@agilcredit.in' }]);
  expect(escalationContacts(override, 'es')).toBe(DEFAULT_ESCALATION.es);
  expect(escalationContacts({ en: [{ nope: 1 }] }, 'en')).toBe(DEFAULT_ESCALATION.en);
  expect(escalationContacts('junk', 'en')).toBe(DEFAULT_ESCALATION.en);
});

test('customer service names the same grievance officer as the cost sheet, in each market', () => {
  for (const market of ['en', 'es'] as const) {
    const officer = DEFAULT_COST_DISCLOSURE.grievanceOfficer[market];
    const listed = escalationContacts(undefined, market).find((c) => c.name === officer.name);
    expect(listed).toMatchObject({ phone: officer.phone, email: officer.email });
  }
});
