/**
 * Last-known data (beyond the spec): offline, a screen shows the order it loaded last with its time,
 * and the repay screen offers the ways to pay instead of channels, in both markets.
 */
export interface LastKnownPack {
  asOf: (time: string) => string;
  offlineNote: string;
  payOffline: string;
}

export const en: LastKnownPack = {
  asOf: (time) => `as of ${time}`,
  offlineNote: 'You are offline. This is the last information we loaded.',
  payOffline: 'Ways to pay',
};

export const es: LastKnownPack = {
  asOf: (time) => `al ${time}`,
  offlineNote: 'Sin conexión. Esta es la última información que cargamos.',
  payOffline: 'Formas de pago',
};
