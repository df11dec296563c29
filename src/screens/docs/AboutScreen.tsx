/** `/toolsAustralia`: about us, a fixed paragraph. */
import { usePack } from '../../i18n/usePack';

const about = {
  es: {
    title: 'Acerca de nosotros',
    body: 'Somos una plataforma de préstamos personales a corto plazo. Evaluamos su solicitud en línea, le depositamos el dinero directamente en su cuenta y le ofrecemos varias formas de pago en bancos y tiendas de conveniencia. Protegemos sus datos personales y le atendemos por teléfono, WhatsApp y correo electrónico.',
  },
  en: {
    title: 'About us',
    body: 'We are a short-term personal loan platform. We assess your application online, pay the money straight into your account and offer several ways to repay at banks and convenience stores. We protect your personal data and serve you by phone, WhatsApp and e-mail.',
  },
};

export default function AboutScreen() {
  const t = usePack(about);
  return (
    <main className="page">
      <h1>{t.title}</h1>
      <section className="card">
        <p>{t.body}</p>
      </section>
    </main>
  );
}
