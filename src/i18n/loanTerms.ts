/**
 * 'Loan terms and conditions' (SPEC §9), shown on the public site's Loan tab. Every figure of the
 * spec appears here; the document names new and repeat clients for the one-time default penalty.
 */
import { MSG } from './messages';
import type { DocSection } from './privacy';

export interface LoanTermsPack {
  title: string;
  updated: string;
  intro: string;
  sections: readonly DocSection[];
}

export const en: LoanTermsPack = {
  title: MSG.loanTermsTitle,
  updated: 'Effective from 1 January 2026',
  intro:
    'These terms apply to every loan you take through our app. Read them before you accept a loan: your loan contract refers to them, and they form part of it.',
  sections: [
    {
      heading: '1. Who can borrow',
      paragraphs: ['To apply you must:'],
      items: [
        'be over 18 years of age;',
        'be of Indian nationality;',
        'hold a bank account in your own name and a mobile number registered to you.',
      ],
    },
    {
      heading: '2. Loan term',
      paragraphs: [
        'Each loan has a term of no less than 91 calendar days and no more than 365 calendar days, counted from the day the money is credited to your account. The exact term, amount, interest and fees of your loan are shown in your loan contract before you accept it.',
      ],
    },
    {
      heading: '3. Decision and disbursal',
      paragraphs: [
        'We decide on a complete application within 1 day. If it is approved and you accept the contract, the loan is credited to your bank account within 1-3 calendar days.',
      ],
    },
    {
      heading: '4. Repayment and the order in which payments are applied',
      paragraphs: [
        'You repay on the dates of your repayment plan through the channels shown in the app. Each payment you make is applied in this order: first charges, then enforcement costs, then penalties, and then fees, interest and principal.',
      ],
    },
    {
      heading: '5. Late payment',
      paragraphs: [
        'If an instalment is not paid in full on its due date, the loan is in default and the following apply:',
      ],
      items: [
        'a default penalty, charged only once per loan: Rs.1,000 for new clients and Rs.800 for repeat clients;',
        'late interest on the unpaid amount of 5% per day from day 1 to day 30 of the delay;',
        '4% per day from day 31 to day 90 of the delay;',
        '2% per day from day 91 of the delay until payment in full.',
      ],
    },
    {
      heading: '6. Paying early',
      paragraphs: [
        'You may repay your loan in full before the end of its term only once half of the term has passed, and never before 7 days from the disbursal. Interest is then charged only up to the day you repay.',
      ],
    },
    {
      heading: '7. Extension',
      paragraphs: [
        'You may ask to extend your loan. An extension is always for the same period as the original term, and it is granted only once the interest and penalties due at the time of the request have been paid.',
      ],
    },
    {
      heading: '8. Keeping your details up to date',
      paragraphs: [
        'You must tell us of any change of your name, date of birth or address within 3 calendar days of the change, through customer service in the app.',
      ],
    },
    {
      heading: '9. Transfer of the loan',
      paragraphs: [
        'We may transfer our rights under your loan to another lender. We will give you notice at least 7 business days before the transfer; your terms do not change because of it.',
      ],
    },
    {
      heading: '10. Court judgments',
      paragraphs: [
        'If a court orders you to pay an amount owed under your loan, you must pay it within 10 days of the judgment.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: [
        'For any question about these terms, contact our customer service by the telephone or e-mail shown at the foot of this page.',
      ],
    },
  ],
};

export const es: LoanTermsPack = {
  title: 'Términos y condiciones del préstamo',
  updated: 'Vigentes desde el 1 de enero de 2026',
  intro:
    'Estos términos se aplican a todo préstamo que contrate en nuestra aplicación. Léalos antes de aceptar un préstamo: su contrato de préstamo remite a ellos y forman parte de él.',
  sections: [
    {
      heading: '1. Quién puede solicitar',
      paragraphs: ['Para solicitar debe:'],
      items: [
        'ser mayor de 18 años;',
        'ser de nacionalidad india;',
        'tener una cuenta bancaria a su nombre y un número de celular registrado a su nombre.',
      ],
    },
    {
      heading: '2. Plazo del préstamo',
      paragraphs: [
        'Cada préstamo tiene un plazo de no menos de 91 días naturales y no más de 365 días naturales, contados desde el día en que el dinero se deposita en su cuenta. El plazo, el monto, los intereses y las comisiones exactos de su préstamo se muestran en su contrato antes de que lo acepte.',
      ],
    },
    {
      heading: '3. Decisión y depósito',
      paragraphs: [
        'Decidimos sobre una solicitud completa en un plazo de 1 día. Si se aprueba y usted acepta el contrato, el préstamo se deposita en su cuenta bancaria en 1-3 días naturales.',
      ],
    },
    {
      heading: '4. Pagos y orden de aplicación',
      paragraphs: [
        'Usted paga en las fechas de su plan de pagos por los canales que muestra la aplicación. Cada pago se aplica en este orden: primero los cargos, después los gastos de cobranza, después las penalizaciones y, por último, las comisiones, los intereses y el capital.',
      ],
    },
    {
      heading: '5. Pago tardío',
      paragraphs: [
        'Si una cuota no se paga completa en su fecha de vencimiento, el préstamo entra en mora y se aplica lo siguiente:',
      ],
      items: [
        'una penalización por incumplimiento, cobrada una sola vez por préstamo: Rs.1,000 para clientes nuevos y Rs.800 para clientes recurrentes;',
        'intereses moratorios sobre el monto no pagado del 5% diario del día 1 al día 30 del atraso;',
        '4% diario del día 31 al día 90 del atraso;',
        '2% diario a partir del día 91 del atraso hasta el pago total.',
      ],
    },
    {
      heading: '6. Pago anticipado',
      paragraphs: [
        'Puede liquidar su préstamo antes del final del plazo solo cuando haya transcurrido la mitad del plazo, y nunca antes de 7 días desde el depósito. En ese caso los intereses se cobran solo hasta el día del pago.',
      ],
    },
    {
      heading: '7. Prórroga',
      paragraphs: [
        'Puede solicitar la prórroga de su préstamo. La prórroga es siempre por el mismo periodo que el plazo original y se concede solo después de pagar los intereses y las penalizaciones vencidos a la fecha de la solicitud.',
      ],
    },
    {
      heading: '8. Actualización de sus datos',
      paragraphs: [
        'Debe informarnos cualquier cambio de nombre, fecha de nacimiento o domicilio dentro de los 3 días naturales siguientes al cambio, a través de atención al cliente en la aplicación.',
      ],
    },
    {
      heading: '9. Cesión del préstamo',
      paragraphs: [
        'Podemos ceder nuestros derechos sobre su préstamo a otro acreedor. Le avisaremos con al menos 7 días hábiles de anticipación; sus condiciones no cambian por la cesión.',
      ],
    },
    {
      heading: '10. Sentencias judiciales',
      paragraphs: [
        'Si un tribunal le ordena pagar un monto adeudado por su préstamo, debe pagarlo dentro de los 10 días siguientes a la sentencia.',
      ],
    },
    {
      heading: '11. Contacto',
      paragraphs: [
        'Para cualquier duda sobre estos términos, comuníquese con atención al cliente al teléfono o correo que aparecen al pie de esta página.',
      ],
    },
  ],
};
