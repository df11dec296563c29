/**
 * Labels of the promotion landing page and of the two pages it leads to (download, agreement).
 * The literal spec texts (get code, the toasts) come from MSG; everything here exists in both languages.
 */
import { MSG } from './messages';

export interface LandingPack {
  fallbackTitle: string;
  fallbackSubtitle: string;
  formTitle: string;
  phoneLabel: string;
  phonePlaceholder: string;
  captchaLabel: string;
  captchaPlaceholder: string;
  captchaRefresh: string;
  captchaAlt: string;
  captchaLoading: string;
  /** The captcha box when get-sid failed: a button that asks for the session and its image again. */
  captchaRetry: string;
  /** The captcha box when its image did not load; a tap asks for a new one. */
  captchaBroken: string;
  smsLabel: string;
  smsPlaceholder: string;
  getCode: string;
  /** The get-code button while get-sms is out. */
  sendingCode: string;
  secondsLeft: (n: number) => string;
  apply: string;
  submitting: string;
  agreementPrefix: string;
  agreementLink: string;
  bannerAlt: string;
  /** The product's own banner for the market: in the prerendered page, and when a template has none. */
  brandBanner: string;
  perks: readonly string[];
  download: {
    title: (app: string) => string;
    lead: string;
    appStore: string;
    googlePlay: string;
    stepsTitle: string;
    steps: readonly string[];
    agreementLink: string;
  };
  agreement: { back: string };
}

export const en: LandingPack = {
  fallbackTitle: 'Register and get your loan',
  fallbackSubtitle: 'Sign up with your mobile number in one minute.',
  formTitle: 'Create your account',
  phoneLabel: 'Mobile number',
  phonePlaceholder: '11-digit mobile number',
  captchaLabel: 'Image code',
  captchaPlaceholder: '4 characters',
  captchaRefresh: 'Refresh the image code',
  captchaAlt: 'Image verification code',
  captchaLoading: 'Loading…',
  captchaRetry: 'Retry',
  captchaBroken: 'Image did not load. Tap for a new one',
  smsLabel: 'SMS code',
  smsPlaceholder: '6-digit code',
  getCode: MSG.getCode,
  sendingCode: 'Sending…',
  secondsLeft: (n) => `${n}s`,
  apply: 'Register',
  submitting: 'Registering…',
  agreementPrefix: 'By registering you accept the',
  agreementLink: 'registration agreement',
  bannerAlt: 'Loan offer',
  brandBanner: '/img/landing-banner-in.svg',
  perks: ['100% online', 'Decision within 1 day', 'Your data protected'],
  download: {
    title: (app) => `Download ${app}`,
    lead: 'Your account is ready. Install the app and log in with the mobile number you registered.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    stepsTitle: 'Next steps',
    steps: [
      'Install the app from your phone’s store.',
      'Log in with your registered mobile number.',
      'Complete your profile and apply for your loan.',
    ],
    agreementLink: 'Read the registration agreement',
  },
  agreement: { back: 'Back' },
};

export const es: LandingPack = {
  fallbackTitle: 'Regístrese y obtenga su préstamo',
  fallbackSubtitle: 'Abra su cuenta con su número de celular en un minuto.',
  formTitle: 'Cree su cuenta',
  phoneLabel: 'Número de celular',
  phonePlaceholder: 'Celular de 11 dígitos',
  captchaLabel: 'Código de la imagen',
  captchaPlaceholder: '4 caracteres',
  captchaRefresh: 'Cambiar el código de la imagen',
  captchaAlt: 'Código de verificación en imagen',
  captchaLoading: 'Cargando…',
  captchaRetry: 'Reintentar',
  captchaBroken: 'La imagen no cargó. Toque para otra',
  smsLabel: 'Código SMS',
  smsPlaceholder: 'Código de 6 dígitos',
  getCode: MSG.getCode,
  sendingCode: 'Enviando…',
  secondsLeft: (n) => `${n}s`,
  apply: 'Registrarse',
  submitting: 'Registrando…',
  agreementPrefix: 'Al registrarse acepta el',
  agreementLink: 'acuerdo de registro',
  bannerAlt: 'Oferta de préstamo',
  brandBanner: '/img/landing-banner.svg',
  perks: ['100% en línea', 'Respuesta en 1 día', 'Sus datos protegidos'],
  download: {
    title: (app) => `Descargue ${app}`,
    lead: 'Su cuenta está lista. Instale la aplicación e inicie sesión con el celular que registró.',
    appStore: 'Descargar en App Store',
    googlePlay: 'Disponible en Google Play',
    stepsTitle: 'Siguientes pasos',
    steps: [
      'Instale la aplicación desde la tienda de su teléfono.',
      'Inicie sesión con su número de celular registrado.',
      'Complete su perfil y solicite su préstamo.',
    ],
    agreementLink: 'Leer el acuerdo de registro',
  },
  agreement: { back: 'Volver' },
};

/** The app name shown when the template gives none. */
export const DEFAULT_APP_NAME = 'Préstamo Fácil';
