/**
 * Everything the contract server remembers while it runs: filed complaints, bound cards,
 * repay records, refreshed quotes, ratings, SMS sends, registrations and tracking hits.
 * `resetState()` reseeds it, so each test starts from the same scenario.
 */
import { seedComplaints } from './scenarios/complaints';
import { REGISTERED_PHONE } from './scenarios/promotion';
import { seedBankCards } from './scenarios/repay';

interface RepayRecord {
  id: string;
  orderId: string;
  cardId: string;
  amount: string;
  confirmed: boolean;
}
/** A repayment-commit the server accepted: what it was for (`details`) and what it answered. */
interface RepayCommitByToken {
  details: string;
  needValid: 0 | 1;
  repayRecordId: string;
  message: string;
}
export interface Registration {
  phone: string;
  params: Record<string, string>;
  at: string;
}
export interface TrackedEvent {
  kind: 'visit' | 'click';
  provider: string;
  params: Record<string, string>;
}

function seed() {
  return {
    complaints: seedComplaints(),
    nextComplaintId: 4,
    bankCards: seedBankCards(),
    repayRecords: new Map<string, RepayRecord>(),
    nextRepayRecord: 9001,
    /** The first repayment-commit accepted for each `userId|repayToken`: answered again to a retry. */
    repayCommitsByToken: new Map<string, RepayCommitByToken>(),
    /** `borrower|productId` of the quotes reloaded with isType 1 (no more pop for that borrower). */
    refreshedQuotes: new Set<string>(),
    /** loan-detail-push calls per productId (a repeated Idempotency-Key is not a call). */
    pushCounts: new Map<string, number>(),
    /** The first push for each `borrower|Idempotency-Key`: its canonical body and the URL it answered. */
    pushesByKey: new Map<string, { body: string; lendDetailsUrl: string }>(),
    /** The complaint each `userId|Idempotency-Key` of problem-save saved (its canonical body): a repeat saves nothing. */
    complaintsByKey: new Map<string, string>(),
    /** The card each `userId|Idempotency-Key` of bind-card bound (its canonical body): a repeat binds nothing. */
    bindsByKey: new Map<string, string>(),
    /** Orders the borrower has rated (isScore drops to 0). */
    ratedOrders: new Set<string>(),
    /** Last successful get-sms per phone, ms since epoch. */
    smsSentAt: new Map<string, number>(),
    registeredPhones: new Set<string>([REGISTERED_PHONE]),
    registrations: [] as Registration[],
    tracked: [] as TrackedEvent[],
  };
}

export type ServerState = ReturnType<typeof seed>;

/** One object, refilled in place, so every importer keeps seeing the current state. */
export const state: ServerState = seed();

export function resetState(): void {
  Object.assign(state, seed());
}

/** How many keys a map of the state remembers while `npm start` runs (retries come within minutes). */
export const MAX_REMEMBERED = 10_000;

/** Sets `key` in a map of the state; past MAX_REMEMBERED entries the oldest goes first. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (!map.has(key) && map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
