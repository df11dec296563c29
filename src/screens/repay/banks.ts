/**
 * Banks offered by the bind-card screen, per market (name shown and sent, code sent as bankCode):
 * Mexican banks in the Spanish market, Indian ones in the English (India) market (issue 19).
 */
import type { Packs } from '../../i18n/usePack';

type Bank = { name: string; code: string };

export const BANKS: Packs<readonly Bank[]> = {
  es: [
    { name: 'BBVA México', code: 'BBVA' },
    { name: 'Banorte', code: 'BANORTE' },
    { name: 'Santander', code: 'SANTANDER' },
    { name: 'Citibanamex', code: 'BANAMEX' },
    { name: 'HSBC', code: 'HSBC' },
    { name: 'Scotiabank', code: 'SCOTIABANK' },
    { name: 'Banco Azteca', code: 'AZTECA' },
    { name: 'BanCoppel', code: 'BANCOPPEL' },
    { name: 'Inbursa', code: 'INBURSA' },
  ],
  en: [
    { name: 'State Bank of India', code: 'SBIN' },
    { name: 'HDFC Bank', code: 'HDFC' },
    { name: 'ICICI Bank', code: 'ICIC' },
    { name: 'Axis Bank', code: 'UTIB' },
    { name: 'Kotak Mahindra Bank', code: 'KKBK' },
    { name: 'Punjab National Bank', code: 'PUNB' },
    { name: 'Bank of Baroda', code: 'BARB' },
  ],
};
