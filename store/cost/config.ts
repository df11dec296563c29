/**
 * What the cost sheet (Key Facts Statement in India, carátula in Mexico) takes from the runtime config:
 * the grievance officer per market and the cooling-off periods. Pure data and its reader, imported by
 * store/lenderConfig.ts itself: the cost index does not re-export it, so the confirm page, which reads
 * the index, does not download the lenders' grievance officers. An operator overrides any field in
 * config.js (`costDisclosure: { ... }`), and a field that is not of the right kind is ignored, so a
 * typo never blanks the sheet.
 */
import { GRIEVANCE_OFFICERS } from '../identity';

interface GrievanceOfficer {
  name: string;
  phone: string;
  email: string;
}

export interface CostDisclosureConfig {
  /** India: the Grievance Redressal Officer the KFS names; Mexico: the head of the UNE (Unidad Especializada). */
  grievanceOfficer: Record<'en' | 'es', GrievanceOfficer>;
  coolingOff: {
    /**
     * India, RBI Guidelines on Digital Lending (2 September 2022, para 5; carried into the KFS's Part 2):
     * a cooling-off / look-up period, during which the borrower may exit by paying the principal and
     * the proportionate APR without penalty, of at least 1 day for a loan of less than 7 days…
     */
    underSevenDays: number;
    /** …and at least 3 days for a loan of 7 days or more. */
    sevenDaysOrMore: number;
    /**
     * Mexico: the Ley para la Transparencia y Ordenamiento de los Servicios Financieros (art. 11 Bis 1)
     * lets a borrower cancel a credit contract within 10 business days of signing at no cost, when the
     * credit was not used.
     */
    mexicoBusinessDays: number;
  };
}

/** Invented people at the invented companies of store/identity.ts (their domains). */
export const DEFAULT_COST_DISCLOSURE: CostDisclosureConfig = {
  grievanceOfficer: GRIEVANCE_OFFICERS,
  coolingOff: { underSevenDays: 1, sevenDaysOrMore: 3, mexicoBusinessDays: 10 },
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
const daysOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 365 ? value : fallback;

function officerOf(value: unknown, fallback: GrievanceOfficer): GrievanceOfficer {
  const v = record(value);
  return {
    name: textOr(v.name, fallback.name),
    phone: textOr(v.phone, fallback.phone),
    email: textOr(v.email, fallback.email),
  };
}

/** The defaults with an operator's overrides (config.js `costDisclosure`) laid over them, field by field. */
export function costDisclosureConfigOf(runtime: unknown): CostDisclosureConfig {
  const r = record(runtime);
  const officers = record(r.grievanceOfficer);
  const cooling = record(r.coolingOff);
  const d = DEFAULT_COST_DISCLOSURE;
  return {
    grievanceOfficer: {
      en: officerOf(officers.en, d.grievanceOfficer.en),
      es: officerOf(officers.es, d.grievanceOfficer.es),
    },
    coolingOff: {
      underSevenDays: daysOr(cooling.underSevenDays, d.coolingOff.underSevenDays),
      sevenDaysOrMore: daysOr(cooling.sevenDaysOrMore, d.coolingOff.sevenDaysOrMore),
      mexicoBusinessDays: daysOr(cooling.mexicoBusinessDays, d.coolingOff.mexicoBusinessDays),
    },
  };
}
