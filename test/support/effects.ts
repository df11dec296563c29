/**
 * Fake effects for tests (store/effects.ts): every call is recorded, so a test asserts on what the
 * store told the user, where it went, what it copied and which shell calls it made.
 */
import { getFile } from '../../store/api/fileRegistry';
import { getConfig } from '../../store/config';
import type { ApprovedNavigation, Effects, FileOutcome, OutgoingFile, ReportEvent } from '../../store/effects';
import type { Notice } from '../../store/notice';
import type { NativeCall } from '../../store/native';

export interface FakeEffects extends Effects {
  notices: Notice[];
  navigations: ApprovedNavigation[];
  copied: string[];
  nativeCalls: NativeCall[];
  /** UC values of the conversions reported to the ad pixels. */
  conversions: string[];
  stored: Map<string, string>;
  /** Codes (or texts) of the notices shown so far, in order; `clear` notices left out. */
  said(): string[];
  /** What the next `copyText` answers. */
  clipboardWorks: boolean;
  /** What `now()` answers; tests move it. */
  clock: number;
  /** File ids handed to `shrinkImage`, in order (by default it keeps every file as it is). */
  shrunk: string[];
  /** Events handed to `report`, in order. */
  reports: ReportEvent[];
  /** Files handed to `deliverFile`, in order, with whether sharing was asked for. */
  delivered: { file: OutgoingFile; share: boolean }[];
  /** What the next `deliverFile` answers. */
  fileOutcome: FileOutcome;
}

export function fakeEffects(overrides: Partial<Effects> = {}): FakeEffects {
  const fake: FakeEffects = {
    notices: [],
    navigations: [],
    copied: [],
    nativeCalls: [],
    conversions: [],
    stored: new Map(),
    clipboardWorks: true,
    clock: 1_700_000_000_000,
    shrunk: [],
    reports: [],
    delivered: [],
    fileOutcome: 'downloaded',
    said: () => fake.notices.flatMap((n) => ('code' in n ? [n.code] : 'text' in n ? [n.text] : [])),
    notify: (notice) => void fake.notices.push(notice),
    navigate: (target) => void fake.navigations.push(target),
    copyText: (text) => {
      fake.copied.push(text);
      return Promise.resolve(fake.clipboardWorks);
    },
    callNative: (name, payload) => void fake.nativeCalls.push(payload === undefined ? { name } : { name, payload }),
    reportConversion: (uc) => void fake.conversions.push(uc),
    storage: {
      getItem: (key) => fake.stored.get(key) ?? null,
      setItem: (key, value) => void fake.stored.set(key, value),
      removeItem: (key) => void fake.stored.delete(key),
    },
    now: () => fake.clock,
    random: () => 0.5,
    pageUrl: () => window.location.href,
    config: getConfig,
    shrinkImage: (fileId) => {
      fake.shrunk.push(fileId);
      return Promise.resolve({ fileId, bytes: getFile(fileId)?.size ?? 0, kept: true });
    },
    report: (event) => void fake.reports.push(event),
    deliverFile: (file, share) => {
      fake.delivered.push({ file, share });
      return Promise.resolve(fake.fileOutcome);
    },
    inAppShell: () => false,
    ...overrides,
  };
  return fake;
}
