// Runtime configuration, read before the app starts (see store/config.ts). Edit on the server to
// point the built app at another API origin or to allow more URL origins, without rebuilding.
window.__APP_CONFIG__ = {
  apiOrigin: '',
  provider: 'demo',
  urlAllowlist: ['https://pay.example.com', 'https://apps.apple.com', 'https://play.google.com'],
};
