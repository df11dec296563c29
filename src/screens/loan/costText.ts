/**
 * What the cost screens print of a disclosure: the figure as text (the lender's as given; a computed
 * one with the regulator's decimals) and the illustration line's numbers. Display only: every rule is
 * in store/cost.
 */
import type { CostDisclosure } from '../../../store/cost';
import type { CostLinePack } from '../../i18n/cost';
import type { Illustration } from '../../i18n/costSheet';

/** The figure's digits ("17.07", "57.4"), or null when there is none to show. */
function figureText(d: CostDisclosure): string | null {
  if (d.shown.source === 'server') return d.shown.text;
  if (d.shown.source === 'computed') return d.shown.percent.toFixed(d.kind === 'apr' ? 2 : 1);
  return null;
}

/** The cost line: the lender's figure in its regulated words, a computed one in words that say so. */
export function costLine(d: CostDisclosure, t: CostLinePack): string {
  const figure = figureText(d);
  if (figure === null) return t.unavailable;
  return d.shown.source === 'computed' ? t.computedLine(figure) : t.figureLine(figure);
}

/** Up to `decimals`, without trailing zeros: 12, 12.17, 1.4225. */
const plain = (n: number, decimals: number) => String(Number(n.toFixed(decimals)));

/** The numbers of the computation, when the shown figure is the computed one. */
export function illustrationOf(d: CostDisclosure, money: (cents: number) => string): Illustration | null {
  const figure = figureText(d);
  if (d.shown.source !== 'computed' || figure === null || !d.computed.ok) return null;
  const c = d.computed;
  if ('periodicRate' in c) {
    return {
      kind: 'apr',
      periodicRate: plain(c.periodicRate * 100, 4),
      periodsPerYear: plain(c.periodsPerYear, 2),
      period: c.period.unit === 'months' ? { months: plain(c.period.months, 2) } : { days: plain(c.period.days, 2) },
      figure,
    };
  }
  return { kind: 'cat', received: money(d.flows.received), figure, basis: c.basis };
}
