/**
 * Texts of the public official site. The navigation names are the spec's (SPEC §2) in English; the
 * site reads English unless need-pop=2 asks for Spanish (see store/officialForm/selectors.ts).
 */
import { MSG } from './messages';

export interface Testimonial {
  name: string;
  city: string;
  quote: string;
}
export interface OfficialPack {
  nav: { label: string; home: string; about: string; comment: string; privacy: string; loanTerms: string };
  carouselLabel: string;
  /** The carousel's images, whose words are the market's, and their alternative texts. */
  slides: readonly { src: string; alt: string }[];
  hero: { title: string; text: string };
  banners: readonly { title: string; text: string }[];
  testimonialsTitle: string;
  testimonials: readonly Testimonial[];
  about: { title: string; paragraphs: readonly string[] };
  contact: { title: string; intro: string };
  comments: { title: string; intro: string };
  form: {
    title: string;
    name: string;
    telephone: string;
    email: string;
    remark: string;
    submit: string;
  };
  footer: { phone: string; email: string; address: string };
  /** The Policy tab's frame: its title, and the line shown until (or instead of) its page. */
  policyFrame: { title: string; loading: string; failed: string; open: string; retry: string };
}

export const en: OfficialPack = {
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About us',
    comment: 'Comment',
    privacy: 'Privacy Policy',
    loanTerms: MSG.loanTermsTitle,
  },
  carouselLabel: 'Highlights',
  slides: [
    { src: '/img/official/slide-1.svg', alt: 'Apply for a loan from your phone in minutes' },
    { src: '/img/official/slide-2.svg', alt: 'Money in your bank account within 1-3 days' },
  ],
  hero: {
    title: 'Personal loans, simple and clear',
    text: 'Apply online, get a decision within 1 day and see every cost before you accept.',
  },
  banners: [
    { title: '100% online', text: 'No branch visits and no paperwork: everything from the app.' },
    { title: 'Fast decision', text: 'A complete application is decided within 1 day.' },
    { title: 'Clear costs', text: 'Amount, interest and fees are shown before you sign.' },
  ],
  testimonialsTitle: 'What our users say',
  testimonials: [
    {
      name: 'Priya M.',
      city: 'Chennai',
      quote: 'I applied at night and had an answer the next morning. The repayment dates were clear from the start.',
    },
    {
      name: 'Rahul S.',
      city: 'Pune',
      quote: 'The app showed me exactly what I would pay back. No surprises, and paying at the store was easy.',
    },
    {
      name: 'Sneha R.',
      city: 'Hyderabad',
      quote: 'Customer service answered my WhatsApp the same day and helped me change my repayment account.',
    },
    { name: 'Anil K.', city: 'Jaipur', quote: 'My second loan was even faster. Good service for when I need it.' },
  ],
  about: {
    title: 'About us',
    paragraphs: [
      'We are a short-term personal loan platform. We assess your application online, pay the money straight into your account and offer several ways to repay: UPI, net banking, a bank transfer or cash at partner stores.',
      'We protect your personal data and serve you by phone, WhatsApp and e-mail. Leave us a message below and we will get back to you.',
    ],
  },
  contact: {
    title: 'Contact us',
    intro:
      'Questions about a loan, a payment or your account? Call us, write to us, or leave a message and we will contact you.',
  },
  comments: {
    title: 'Comment',
    intro: 'Stories from people who used our loans.',
  },
  form: {
    title: 'Leave us a message',
    name: 'Name',
    telephone: 'Telephone',
    email: 'E-mail',
    remark: 'Remark',
    submit: MSG.submit,
  },
  footer: { phone: 'Phone', email: 'E-mail', address: 'Address' },
  policyFrame: {
    title: 'Privacy Policy',
    loading: 'Loading the privacy policy…',
    failed: 'The privacy policy did not load.',
    open: 'Open it on its own page',
    retry: 'Retry',
  },
};

export const es: OfficialPack = {
  nav: {
    label: 'Principal',
    home: 'Inicio',
    about: 'Sobre nosotros',
    comment: 'Comentarios',
    privacy: 'Aviso de privacidad',
    loanTerms: 'Términos y condiciones del préstamo',
  },
  carouselLabel: 'Destacados',
  slides: [
    { src: '/img/official/slide-1-es.svg', alt: 'Solicite un préstamo desde su celular en minutos' },
    { src: '/img/official/slide-2-es.svg', alt: 'Dinero en su cuenta bancaria en 1-3 días' },
  ],
  hero: {
    title: 'Préstamos personales, simples y claros',
    text: 'Solicite en línea, reciba una respuesta en 1 día y vea cada costo antes de aceptar.',
  },
  banners: [
    { title: '100% en línea', text: 'Sin sucursales ni papeleo: todo desde la aplicación.' },
    { title: 'Respuesta rápida', text: 'Una solicitud completa se resuelve en 1 día.' },
    { title: 'Costos claros', text: 'Monto, intereses y comisiones a la vista antes de firmar.' },
  ],
  testimonialsTitle: 'Lo que dicen nuestros usuarios',
  testimonials: [
    {
      name: 'María G.',
      city: 'Guadalajara',
      quote:
        'Solicité en la noche y a la mañana siguiente ya tenía respuesta. Las fechas de pago fueron claras desde el inicio.',
    },
    {
      name: 'Jorge R.',
      city: 'Puebla',
      quote: 'La aplicación me mostró exactamente cuánto iba a pagar. Sin sorpresas, y pagar en la tienda fue fácil.',
    },
    {
      name: 'Lucía P.',
      city: 'Monterrey',
      quote: 'Atención al cliente respondió mi WhatsApp el mismo día y me ayudó a cambiar mi cuenta de pago.',
    },
    {
      name: 'Ana K.',
      city: 'Mérida',
      quote: 'Mi segundo préstamo fue aún más rápido. Buen servicio para cuando lo necesito.',
    },
  ],
  about: {
    title: 'Sobre nosotros',
    paragraphs: [
      'Somos una plataforma de préstamos personales a corto plazo. Evaluamos su solicitud en línea, depositamos el dinero directamente en su cuenta y le ofrecemos varias formas de pago: transferencia SPEI, bancos y tiendas de conveniencia como OXXO.',
      'Protegemos sus datos personales y le atendemos por teléfono, WhatsApp y correo electrónico. Déjenos un mensaje y nos pondremos en contacto.',
    ],
  },
  contact: {
    title: 'Contáctenos',
    intro:
      '¿Dudas sobre un préstamo, un pago o su cuenta? Llámenos, escríbanos o déjenos un mensaje y le contactaremos.',
  },
  comments: {
    title: 'Comentarios',
    intro: 'Historias de personas que usaron nuestros préstamos.',
  },
  form: {
    title: 'Déjenos un mensaje',
    name: 'Nombre',
    telephone: 'Teléfono',
    email: 'Correo electrónico',
    remark: 'Comentario',
    submit: 'Enviar',
  },
  footer: { phone: 'Teléfono', email: 'Correo', address: 'Dirección' },
  policyFrame: {
    title: 'Aviso de privacidad',
    loading: 'Cargando el aviso de privacidad…',
    failed: 'El aviso de privacidad no cargó.',
    open: 'Abrirlo en su propia página',
    retry: 'Reintentar',
  },
};
