/**
 * The lender's identity per market (CONTRACT.md "Markets"): trade name, legal entity, contacts,
 * address and logo. The page's runtime config starts from these defaults (store/config.ts) and the
 * contract server reads the same defaults and the same config.js (server/identity.ts), so the site's
 * footer, the contract, the payment instructions and customer service name one company per market.
 * Pure data: no window, no React, so the server can import it.
 */

/** `en`: India (English, rupee); `es`: Mexico (Spanish, peso). Same keys as the session's market. */
export type IdentityMarket = 'en' | 'es';

export interface CompanyIdentity {
  /** Trade name: the site's bar and footer. */
  name: string;
  /** Registered legal entity: the contract's lender and the payee of the payment instructions. */
  legalName: string;
  /** The market's one web domain; every address below is built from it. */
  domain: string;
  /** Customer-service telephone. */
  phone: string;
  /** Customer-service WhatsApp number. */
  whatsapp: string;
  /** Customer-service e-mail. */
  email: string;
  /** Where borrowers send proof of a payment that has not shown. */
  paymentsEmail: string;
  address: string;
  logo: string;
  copyright: string;
}

/** Invented companies: no real lender is named. Each domain is written once here. */
const MEXICO_DOMAIN = 'dineroagil.mx';
const INDIA_DOMAIN = 'agilcredit.in';

/**
 * The lender's grievance officer per market (India: the Grievance Redressal Officer of the RBI's
 * digital lending rules; Mexico: the head of the UNE). One person, named alike by the cost sheet
 * (store/cost/config.ts) and by customer service's escalation list (store/escalation.ts). Invented,
 * like the companies below.
 */
export const GRIEVANCE_OFFICERS: Readonly<Record<IdentityMarket, { name: string; phone: string; email: string }>> = {
  en: { name: 'Meera Krishnan', phone: '1800 309 4466', email: `grievance@${INDIA_DOMAIN}` },
  es: { name: 'Lic. Laura Medina Ortiz', phone: '800 953 1133', email: `une@${MEXICO_DOMAIN}` },
};

export const DEFAULT_COMPANIES: Readonly<Record<IdentityMarket, CompanyIdentity>> = {
  es: {
    name: 'Dinero Ágil',
    legalName: 'Financiera Ágil S.A. de C.V., SOFOM, E.N.R.',
    domain: MEXICO_DOMAIN,
    phone: '800 953 1122',
    whatsapp: '+52 55 4163 2890',
    email: `soporte@${MEXICO_DOMAIN}`,
    paymentsEmail: `pagos@${MEXICO_DOMAIN}`,
    address: 'Av. Paseo de la Reforma 222, piso 8, Col. Juárez, Cuauhtémoc, 06600 Ciudad de México',
    logo: '/img/logo-company.svg',
    copyright: '© 2026 Financiera Ágil S.A. de C.V., SOFOM, E.N.R.',
  },
  en: {
    name: 'Agil Credit',
    legalName: 'Agil Credit Finance Private Limited',
    domain: INDIA_DOMAIN,
    phone: '1800 309 4455',
    whatsapp: '+91 80 4718 2290',
    email: `support@${INDIA_DOMAIN}`,
    paymentsEmail: `payments@${INDIA_DOMAIN}`,
    address: '3rd Floor, 14 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025',
    logo: '/img/logo-company-in.svg',
    copyright: '© 2026 Agil Credit Finance Private Limited',
  },
};

const FIELDS = Object.keys(DEFAULT_COMPANIES.es) as (keyof CompanyIdentity)[];

/** Only the string fields of an operator's override count; anything else in config.js is ignored. */
function stringFields(value: unknown): Partial<CompanyIdentity> {
  if (!value || typeof value !== 'object') return {};
  const out: Partial<CompanyIdentity> = {};
  for (const key of FIELDS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.trim()) out[key] = field;
  }
  return out;
}

/**
 * The company of a market: the default, then the runtime config's `companies[market]`, then its
 * `company` (one override for every market, the older shape of config.js).
 */
export function companyOf(
  runtime: { company?: unknown; companies?: unknown } | undefined,
  market: IdentityMarket,
): CompanyIdentity {
  const perMarket =
    runtime?.companies && typeof runtime.companies === 'object'
      ? (runtime.companies as Record<string, unknown>)[market]
      : undefined;
  return { ...DEFAULT_COMPANIES[market], ...stringFields(perMarket), ...stringFields(runtime?.company) };
}
