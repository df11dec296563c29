/**
 * The disclosure a quote gives (pure), and the selector the screens read it with (a real store and the
 * contract server): the market's kind, the lender's figure first, the fallbacks for absent fields.
 */
import { quoteApi } from '../../../store/quote';
import { costDisclosure, coolingOffFor, selectCostDisclosure } from '../../../store/cost';
import { costDisclosureConfigOf, DEFAULT_COST_DISCLOSURE } from '../../../store/cost/config';
import { server } from '../../support/msw';
import { SESSION, startStore } from '../confirmReload/kit';
import { BANXICO_EXAMPLE, RBI_ANNEX_B, confirmAnswer } from './quotes';

const quote = (fields: Partial<Parameters<typeof costDisclosure>[0]>) => ({
  amount: 300_000,
  receivedAmount: '' as const,
  loanDate: '' as const,
  apr: '' as const,
  cat: '' as const,
  repay_plans: [{ title: 'Pago único', description: '', amount: 330_000, pay_time: '2024-05-31' }],
  ...fields,
});

describe('costDisclosure', () => {
  test('India shows the APR of the RBI Annex B flows; Mexico the CAT of the Banxico example', () => {
    expect(costDisclosure(RBI_ANNEX_B as never, 'en', '2030-01-01').shown).toEqual({
      source: 'computed',
      percent: 17.07,
    });
    expect(costDisclosure(BANXICO_EXAMPLE as never, 'es', '2030-01-01').shown).toEqual({
      source: 'computed',
      percent: 57.4,
    });
  });

  test("the lender's figure is shown as given, and the computed one is still there", () => {
    const d = costDisclosure({ ...RBI_ANNEX_B, apr: '18.25', cat: '' }, 'en', '2030-01-01');
    expect(d.shown).toEqual({ source: 'server', text: '18.25' });
    expect(d.computed.ok && d.computed.percent).toBeCloseTo(17.07, 2);
    // India reads `apr`, never `cat`.
    expect(costDisclosure({ ...RBI_ANNEX_B, apr: '', cat: 99 }, 'en', '2030-01-01').shown.source).toBe('computed');
    expect(costDisclosure({ ...BANXICO_EXAMPLE, cat: 60.1 } as never, 'es', '2030-01-01').shown).toEqual({
      source: 'server',
      text: '60.1',
    });
  });

  test.each([['-3'], ['NaN'], ['1e5'], ['abc'], [-1]])('a lender figure of %p is ignored', (bad) => {
    expect(costDisclosure(quote({ apr: bad, loanDate: '2024-05-01' }), 'en', '2030-01-01').shown.source).toBe(
      'computed',
    );
  });

  test('absent receivedAmount is the amount; absent loanDate is today', () => {
    const d = costDisclosure(quote({}), 'en', '2024-05-01');
    expect(d.receivedAssumed && d.loanDateAssumed).toBe(true);
    expect(d.flows).toEqual({
      received: 300_000,
      loanDate: '2024-05-01',
      payments: [{ amount: 330_000, date: '2024-05-31' }],
    });
    // 10% for 30 days, annualised the RBI's nominal way.
    expect(d.shown).toEqual({ source: 'computed', percent: Number((((0.1 * 365) / 30) * 100).toFixed(2)) });
    expect(d.amounts).toEqual({
      amount: 300_000,
      received: 300_000,
      upfront: 0,
      totalRepay: 330_000,
      costOfCredit: 30_000,
    });
    expect(d.tenorDays).toBe(30);
  });

  test('impossible flows show no figure, with the reason', () => {
    const d = costDisclosure(quote({ repay_plans: [] }), 'es', '2024-05-01');
    expect(d.shown).toEqual({ source: 'none', problem: 'noPayments' });
  });
});

describe('cooling-off', () => {
  test('India: 1 day under 7 days of tenor, 3 days from 7 on; Mexico: 10 business days', () => {
    const c = DEFAULT_COST_DISCLOSURE;
    expect(coolingOffFor('apr', 6, c)).toEqual({ days: 1, business: false });
    expect(coolingOffFor('apr', 7, c)).toEqual({ days: 3, business: false });
    expect(coolingOffFor('apr', null, c)).toEqual({ days: 3, business: false });
    expect(coolingOffFor('cat', 6, c)).toEqual({ days: 10, business: true });
  });

  test("an operator's override applies field by field; a wrong kind is ignored", () => {
    const c = costDisclosureConfigOf({
      coolingOff: { sevenDaysOrMore: 5, underSevenDays: 'two' },
      grievanceOfficer: { en: { name: 'A. Officer', email: 42 } },
    });
    expect(c.coolingOff).toEqual({ underSevenDays: 1, sevenDaysOrMore: 5, mexicoBusinessDays: 10 });
    expect(c.grievanceOfficer.en).toEqual({ ...DEFAULT_COST_DISCLOSURE.grievanceOfficer.en, name: 'A. Officer' });
    expect(costDisclosureConfigOf('junk')).toEqual(DEFAULT_COST_DISCLOSURE);
  });
});

describe('selectCostDisclosure', () => {
  test('reads the quote on screen in the session market; null before it arrives', async () => {
    server.use(confirmAnswer(RBI_ANNEX_B));
    const { store } = startStore(`?${SESSION}&productId=1&need-pop=1`);
    expect(selectCostDisclosure(store.getState(), { productId: '1' })).toBeNull();
    await store.dispatch(quoteApi.endpoints.loanConfirm.initiate({ productId: '1' }));
    const d = selectCostDisclosure(store.getState(), { productId: '1' });
    expect(d?.kind).toBe('apr');
    expect(d?.shown).toEqual({ source: 'computed', percent: 17.07 });
    // Same state, same object: a screen does not re-render for nothing.
    expect(selectCostDisclosure(store.getState(), { productId: '1' })).toBe(d);
  });

  test('without loanDate, today is the day the answer arrived (entered with it, not read from a clock)', async () => {
    const { loanDate: _drop, ...rest } = BANXICO_EXAMPLE;
    server.use(confirmAnswer(rest));
    const { store } = startStore(`?${SESSION}&productId=1`);
    await store.dispatch(quoteApi.endpoints.loanConfirm.initiate({ productId: '1' }));
    const entry = quoteApi.endpoints.loanConfirm.select({ productId: '1' })(store.getState() as never);
    const at = new Date(entry.fulfilledTimeStamp!);
    const pad = (n: number) => String(n).padStart(2, '0');
    const d = selectCostDisclosure(store.getState(), { productId: '1' });
    expect(d?.kind).toBe('cat');
    expect(d?.loanDateAssumed).toBe(true);
    expect(d?.flows.loanDate).toBe(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
  });
});
