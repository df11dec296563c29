/**
 * The promotion landing page: its templates and the fixed codes of this test backend.
 * Every captcha reads '1234' and every SMS code is '123456', so tests can type them.
 */

export const CAPTCHA_ANSWER = '1234';
export const SMS_CODE = '123456';
export const SMS_INTERVAL_MS = 60_000;
/** Already registered: get-sms and register answer '11'. */
export const REGISTERED_PHONE = '13900000000';
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

interface LandingTemplateSeed {
  id: number;
  template: { title: string; subtitle: string; banner: string; buttonText: string; appName: string };
}

const landingTemplates: readonly LandingTemplateSeed[] = [
  {
    id: 1,
    template: {
      title: 'Préstamos de hasta $30,000 en minutos',
      subtitle: 'Sin aval, 100% en línea. Regístrese con su número de celular.',
      banner: '/img/landing-banner.svg',
      buttonText: 'Solicitar ahora',
      appName: 'Dinero Ágil',
    },
  },
  {
    id: 2,
    template: {
      title: 'Instant loans up to ₹50,000',
      subtitle: 'Paperless approval, money in your account within a day.',
      banner: '/img/landing-banner-in.svg',
      buttonText: 'Apply now',
      appName: 'Crédito Plus',
    },
  },
];

export function findTemplate(id: string) {
  return landingTemplates.find((t) => String(t.id) === id.trim());
}
