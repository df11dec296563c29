// Runtime configuration, read before the app starts (see store/config.ts). Edit on the server to
// point the built app at another API origin or to allow more URL origins, without rebuilding.
// The server builds its Content-Security-Policy from this same object (server/csp.ts), reading it
// as data, not running it: keep it one plain object literal (strings, numbers, booleans, arrays).
// Add `reportUrl: '/__reports'` (or your collector's URL) to send errors, failed API calls and web
// vitals there, masked; left out, nothing is reported.
// The lender the site, the contract, the instructions and customer service name is per market
// (store/identity.ts); override it here, read by the page and the contract server alike, e.g.
// companies: { en: { legalName: '…', phone: '…' }, es: { … } }.
window.__APP_CONFIG__ = {
  apiOrigin: '',
  provider: 'demo',
  urlAllowlist: [
    'https://pay.dineroagil.mx',
    'https://pay.agilcredit.in',
    'https://apps.apple.com',
    'https://play.google.com',
    // Escalation contacts on customer service (store/escalation.ts): the regulators' own sites.
    'https://www.condusef.gob.mx',
    'https://cms.rbi.org.in',
    'https://sachet.rbi.org.in',
  ],
};
