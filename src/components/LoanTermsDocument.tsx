/** 'Loan terms and conditions' (SPEC §9), in the language the caller asks for; shown by the public site's Loan tab. */
import type { Market } from '../../store/session';
import * as packs from '../i18n/loanTerms';
import { DocumentBody } from './DocumentBody';

export function LoanTermsDocument({ market, level = 1 }: { market: Market; level?: 1 | 2 }) {
  return <DocumentBody {...packs[market]} level={level} />;
}
