/** Banks offered by the bind-card screen (name shown and sent, code sent as bankCode). */
export const BANKS: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'BBVA México', code: 'BBVA' },
  { name: 'Banorte', code: 'BANORTE' },
  { name: 'Santander', code: 'SANTANDER' },
  { name: 'Citibanamex', code: 'BANAMEX' },
  { name: 'HSBC', code: 'HSBC' },
  { name: 'Scotiabank', code: 'SCOTIABANK' },
  { name: 'Banco Azteca', code: 'AZTECA' },
  { name: 'BanCoppel', code: 'BANCOPPEL' },
  { name: 'Inbursa', code: 'INBURSA' },
];
