/**
 * Where a borrower takes a complaint the lender did not resolve, per market (customer service shows
 * them): India — the lender's Grievance Redressal Officer (the RBI's digital lending guidelines of
 * September 2022 make lenders name one), then the RBI's Complaint Management System
 * (Integrated Ombudsman) and its Sachet portal; Mexico — the lender's UNE (Unidad Especializada de
 * Atención a Usuarios, required by the Ley de Protección y Defensa al Usuario de Servicios
 * Financieros), then CONDUSEF. The lender's own officer is invented like the rest of its identity; the
 * regulators' contacts are their public ones. An operator replaces them with `escalation` in
 * config.js (`{ en: [...], es: [...] }`); an entry that is not a plain contact is left out.
 */
import { GRIEVANCE_OFFICERS, type IdentityMarket } from './identity';

export interface EscalationContact {
  /** Who: "Grievance Redressal Officer", "CONDUSEF". */
  title: string;
  /** What they do for the borrower, in the market's language. */
  detail?: string;
  name?: string;
  phone?: string;
  email?: string;
  /** An https page; it must be on the config's `urlAllowlist` to open (the URL gate). */
  url?: string;
}

export const DEFAULT_ESCALATION: Readonly<Record<IdentityMarket, readonly EscalationContact[]>> = {
  en: [
    {
      title: 'Grievance Redressal Officer',
      detail: 'Write to our grievance officer if customer service has not resolved your complaint.',
      ...GRIEVANCE_OFFICERS.en,
    },
    {
      title: 'RBI Integrated Ombudsman',
      detail: 'If we do not reply within 30 days or you are not satisfied, complain to the RBI.',
      phone: '14448',
      url: 'https://cms.rbi.org.in',
    },
    {
      title: 'RBI Sachet portal',
      detail: 'Report unauthorised lenders or anyone asking you to pay outside this app.',
      url: 'https://sachet.rbi.org.in',
    },
  ],
  es: [
    {
      title: 'Unidad Especializada de Atención a Usuarios (UNE)',
      detail: 'Presente aquí su reclamación si atención al cliente no la resolvió.',
      ...GRIEVANCE_OFFICERS.es,
    },
    {
      title: 'CONDUSEF',
      detail: 'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros.',
      phone: '55 5340 0999',
      url: 'https://www.condusef.gob.mx',
    },
  ],
};

const FIELDS = ['title', 'detail', 'name', 'phone', 'email', 'url'] as const;
const MAX_FIELD = 300;
const MAX_CONTACTS = 8;

/** A contact from config.js: string fields only, a title required, an https url or none. */
function contactOf(value: unknown): EscalationContact | null {
  if (!value || typeof value !== 'object') return null;
  const out: Partial<EscalationContact> = {};
  for (const key of FIELDS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.trim() && field.length <= MAX_FIELD) out[key] = field.trim();
  }
  if (out.url && !out.url.startsWith('https://')) delete out.url;
  return out.title ? (out as EscalationContact) : null;
}

/** The market's contacts: the operator's list when it holds any valid contact, else the defaults. */
export function escalationContacts(override: unknown, market: IdentityMarket): readonly EscalationContact[] {
  const list = override && typeof override === 'object' ? (override as Record<string, unknown>)[market] : undefined;
  if (Array.isArray(list)) {
    const contacts = list
      .slice(0, MAX_CONTACTS)
      .map(contactOf)
      .filter((c): c is EscalationContact => c !== null);
    if (contacts.length > 0) return contacts;
  }
  return DEFAULT_ESCALATION[market];
}
