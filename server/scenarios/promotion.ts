/**
 * The promotion landing page: its templates and the fixed codes of this test backend.
 * Every captcha reads '1234' and every SMS code is '123456', so tests can type them.
 */
import { inMarket, type Market } from '../market';
import { findProduct } from './products';

export const CAPTCHA_ANSWER = '1234';
export const SMS_CODE = '123456';
export const SMS_INTERVAL_MS = 60_000;
/** Already registered: get-sms and register answer '11'. */
export const REGISTERED_PHONE = '13900000000';
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

interface LandingTemplateSeed {
  id: number;
  /** The product the campaign advertises: the template's app name is that product's name in the market. */
  productId: number;
  /** The campaign's own copy, in the language it was written for. */
  template: { title: string; subtitle: string; banner: string; buttonText: string };
}

const landingTemplates: readonly LandingTemplateSeed[] = [
  {
    id: 1,
    productId: 1,
    template: {
      title: 'Préstamos de hasta $30,000 en minutos',
      subtitle: 'Sin aval, 100% en línea. Regístrese con su número de celular.',
      banner: '/img/landing-banner.svg',
      buttonText: 'Solicitar ahora',
    },
  },
  {
    id: 2,
    productId: 3,
    template: {
      title: 'Instant loans up to ₹50,000',
      subtitle: 'Paperless approval, money in your account within a day.',
      banner: '/img/landing-banner-in.svg',
      buttonText: 'Apply now',
    },
  },
];

/**
 * The template answer for `id` in `market`: the campaign's copy, and the app the visitor will install
 * under the name that market's store lists it by (the download page says "Download <appName>").
 */
export function findTemplate(id: string, market: Market) {
  const seed = landingTemplates.find((t) => String(t.id) === id.trim());
  const product = seed && findProduct(seed.productId);
  if (!seed || !product) return undefined;
  return { id: seed.id, template: { ...seed.template, appName: inMarket(market, product.productName) } };
}
