/**
 * The document title of every screen, per market. A route names its key in its `handle` (routes.tsx,
 * where the spec's paths live); the words live here, so a path and its words never sit together.
 * The root layout joins the screen's words with the brand (the index page's own title). The site's
 * tabs are named as its menu names them (SPEC §2), its contact page and the card form as their
 * headings do.
 */
import type { Market } from '../../store/session';

export type TitleKey =
  | 'home'
  | 'confirm'
  | 'loanDetail'
  | 'products'
  | 'product'
  | 'repayChoice'
  | 'repay'
  | 'extension'
  | 'instruction'
  | 'cardRepay'
  | 'bindCard'
  | 'complaints'
  | 'complaintForm'
  | 'complaintList'
  | 'complaintDetail'
  | 'service'
  | 'loginFailure'
  | 'about'
  | 'loanAgreement'
  | 'periodAgreement'
  | 'privacy'
  | 'landing'
  | 'download'
  | 'registrationAgreement'
  | 'siteAbout'
  | 'siteUser'
  | 'siteContact'
  | 'sitePolicy'
  | 'siteLoan'
  | 'testPreview'
  | 'costSheet'
  | 'notFound';

/**
 * Which language a screen speaks: the market of `need-pop` (default), the privacy notice's own
 * `languageType`, or the public site's choice (English unless need-pop=2).
 */
export type PageLanguageRule = 'market' | 'privacy' | 'site';

/** What a route of the table carries in its `handle`. */
export interface RouteHandle {
  title: TitleKey;
  language?: PageLanguageRule;
}

export const TITLES: Record<Market, Record<TitleKey, string>> = {
  en: {
    home: 'Home',
    confirm: 'Confirm your loan',
    loanDetail: 'Loan details',
    products: 'Recommended loans',
    product: 'Loan offer',
    repayChoice: 'Repay or extend',
    repay: 'Repayment',
    extension: 'Extension',
    instruction: 'How to pay',
    cardRepay: 'Pay by card',
    bindCard: 'Link a card',
    complaints: 'Complaints',
    complaintForm: 'New complaint',
    complaintList: 'My complaints',
    complaintDetail: 'Complaint details',
    service: 'Customer service',
    loginFailure: 'Sign-in failed',
    about: 'About us',
    loanAgreement: 'Loan agreement',
    periodAgreement: 'Instalment agreement',
    privacy: 'Privacy policy',
    landing: 'Register',
    download: 'Download the app',
    registrationAgreement: 'Registration agreement',
    siteAbout: 'About us',
    siteUser: 'Comment',
    siteContact: 'Contact us',
    sitePolicy: 'Privacy Policy',
    siteLoan: 'Loan terms and conditions',
    testPreview: 'Test page',
    costSheet: 'Key Facts Statement',
    notFound: 'Page not found',
  },
  es: {
    home: 'Inicio',
    confirm: 'Confirme su préstamo',
    loanDetail: 'Detalle del préstamo',
    products: 'Préstamos recomendados',
    product: 'Oferta de préstamo',
    repayChoice: 'Pagar o extender',
    repay: 'Pago',
    extension: 'Extensión',
    instruction: 'Cómo pagar',
    cardRepay: 'Pago con tarjeta',
    bindCard: 'Vincular tarjeta',
    complaints: 'Quejas',
    complaintForm: 'Nueva queja',
    complaintList: 'Mis quejas',
    complaintDetail: 'Detalle de la queja',
    service: 'Atención al cliente',
    loginFailure: 'Error al iniciar sesión',
    about: 'Acerca de nosotros',
    loanAgreement: 'Contrato de préstamo',
    periodAgreement: 'Contrato a plazos',
    privacy: 'Aviso de privacidad',
    landing: 'Registro',
    download: 'Descargue la app',
    registrationAgreement: 'Acuerdo de registro',
    siteAbout: 'Sobre nosotros',
    siteUser: 'Comentarios',
    siteContact: 'Contáctenos',
    sitePolicy: 'Aviso de privacidad',
    siteLoan: 'Términos y condiciones del préstamo',
    testPreview: 'Página de pruebas',
    costSheet: 'Carátula del crédito',
    notFound: 'Página no encontrada',
  },
};

/** The tab's title: the screen's words, then the brand when there is one. */
export function documentTitle(key: TitleKey, market: Market, brand: string): string {
  const words = TITLES[market][key];
  return brand && brand !== words ? `${words} · ${brand}` : words;
}
