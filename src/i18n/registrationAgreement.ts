/**
 * The registration agreement shown at `/#/agreementTemplate`: what a visitor accepts by registering
 * on the landing page. `{app}` and `{company}` are filled in from the template and the page config.
 */
export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}
export interface AgreementPack {
  title: string;
  updated: string;
  intro: string;
  sections: readonly AgreementSection[];
}

export const en: AgreementPack = {
  title: 'Registration agreement',
  updated: 'Last updated: 1 January 2026',
  intro:
    'This agreement is between you and {company}, operator of {app}. Please read it carefully: by tapping the register button you confirm that you have read, understood and accepted it.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You register with a mobile number that belongs to you and that you use. We verify it with a code sent by SMS; the account is created only when the code is correct.',
        'One person may hold one account. You keep your login codes to yourself and tell us at once if you think someone else has used your account.',
      ],
    },
    {
      heading: '2. What registering does and does not do',
      paragraphs: [
        'Registering gives you access to {app}, where you can apply for a loan. It is not a loan application and does not oblige you to borrow or us to lend.',
        'Each loan has its own contract, which shows the amount, the term, the interest, the fees and the repayment dates before you accept it.',
      ],
    },
    {
      heading: '3. Your information',
      paragraphs: [
        'We use your mobile number to create and protect your account, to send you verification codes and to contact you about your account. We handle it as described in our Privacy Policy.',
        'You can ask to access, correct or delete your data, or object to its use, at any time through our customer service.',
      ],
    },
    {
      heading: '4. Messages we send',
      paragraphs: [
        'You agree to receive SMS codes and service messages about your account. You may opt out of promotional messages at any time; service messages needed to run your account continue while it is open.',
      ],
    },
    {
      heading: '5. Fair use',
      paragraphs: [
        'You must not register with false information, on behalf of another person without their consent, or by automated means. We may suspend an account registered in breach of this agreement.',
      ],
    },
    {
      heading: '6. Closing your account',
      paragraphs: [
        'You can close your account at any time if you have no loan outstanding. We keep the records the law requires us to keep and delete the rest.',
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: [
        'Questions about this agreement: write to our customer service using the contact details in the app.',
      ],
    },
  ],
};

export const es: AgreementPack = {
  title: 'Acuerdo de registro',
  updated: 'Última actualización: 1 de enero de 2026',
  intro:
    'Este acuerdo se celebra entre usted y {company}, operador de {app}. Léalo con atención: al tocar el botón de registro confirma que lo ha leído, entendido y aceptado.',
  sections: [
    {
      heading: '1. Su cuenta',
      paragraphs: [
        'Usted se registra con un número de celular propio y en uso. Lo verificamos con un código enviado por SMS; la cuenta se crea solo cuando el código es correcto.',
        'Cada persona puede tener una sola cuenta. Guarde sus códigos de acceso y avísenos de inmediato si cree que alguien más ha usado su cuenta.',
      ],
    },
    {
      heading: '2. Qué implica registrarse',
      paragraphs: [
        'El registro le da acceso a {app}, donde puede solicitar un préstamo. No es una solicitud de préstamo y no le obliga a pedir prestado ni nos obliga a prestar.',
        'Cada préstamo tiene su propio contrato, que muestra el monto, el plazo, los intereses, las comisiones y las fechas de pago antes de que usted lo acepte.',
      ],
    },
    {
      heading: '3. Su información',
      paragraphs: [
        'Usamos su número de celular para crear y proteger su cuenta, enviarle códigos de verificación y contactarle sobre su cuenta. Lo tratamos como se describe en nuestro Aviso de Privacidad.',
        'Puede pedir en cualquier momento el acceso, la rectificación o la cancelación de sus datos, u oponerse a su uso, a través de atención al cliente.',
      ],
    },
    {
      heading: '4. Mensajes que enviamos',
      paragraphs: [
        'Acepta recibir códigos por SMS y mensajes de servicio sobre su cuenta. Puede dejar de recibir mensajes promocionales cuando quiera; los mensajes necesarios para operar su cuenta continúan mientras esté abierta.',
      ],
    },
    {
      heading: '5. Uso correcto',
      paragraphs: [
        'No debe registrarse con información falsa, a nombre de otra persona sin su consentimiento ni por medios automatizados. Podemos suspender una cuenta registrada en contra de este acuerdo.',
      ],
    },
    {
      heading: '6. Cierre de la cuenta',
      paragraphs: [
        'Puede cerrar su cuenta en cualquier momento si no tiene un préstamo pendiente. Conservamos los registros que la ley nos obliga a guardar y eliminamos el resto.',
      ],
    },
    {
      heading: '7. Contacto',
      paragraphs: [
        'Preguntas sobre este acuerdo: escriba a atención al cliente con los datos de contacto de la aplicación.',
      ],
    },
  ],
};

/** Fills `{app}` and `{company}` in a text of the agreement. */
export const fillAgreement = (text: string, app: string, company: string) =>
  text.replace(/\{app\}/g, app).replace(/\{company\}/g, company);
