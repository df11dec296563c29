/**
 * The privacy notice (`/informallyIn`, `/PrivacyPolicy`): English when languageType is 1, otherwise
 * Spanish. The time limits are those of SPEC §9 and are kept as constants so tests can find them.
 */
export const PRIVACY_FIGURES = {
  faceDataDeletedDays: 30,
  arcoResponseDays: 20,
  arcoEffectWorkingDays: 15,
  fixRequestWorkingDays: 5,
  fixWorkingDays: 10,
} as const;

export interface DocSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}
export interface PrivacyPack {
  title: string;
  updated: string;
  intro: string;
  sections: readonly DocSection[];
}

const F = PRIVACY_FIGURES;

export const en: PrivacyPack = {
  title: 'Privacy Policy',
  updated: 'Last updated: 1 January 2026',
  intro:
    'This notice explains which personal data we collect when you use our loan app and website, why we collect it, how we protect it and how you can exercise your rights over it. By using our services you acknowledge that you have read this notice.',
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'The company that operates this service (named at the foot of our website) is responsible for processing your personal data. You can reach our privacy team through the customer-service telephone and e-mail shown in the app.',
      ],
    },
    {
      heading: '2. The data we collect',
      paragraphs: ['We collect only what we need to assess, grant and manage your loan:'],
      items: [
        'Identification data: name, date of birth, nationality, official ID number and a photo of your ID.',
        'Contact data: mobile number, e-mail address and home address.',
        'Financial data: bank account or card for disbursal and repayment, income and employment.',
        'Device data: device model, operating system, app version and an installation identifier, used to prevent fraud.',
        'Biometric data: a face image taken during identity verification, used only to confirm that you are the holder of the ID presented.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: ['We use your data to:'],
      items: [
        'verify your identity and prevent fraud;',
        'assess your application and decide on your loan;',
        'pay the loan into your account and collect repayments;',
        'send you notices about your loan, your payments and changes to our terms;',
        'meet our legal, tax and regulatory obligations.',
      ],
    },
    {
      heading: '4. Face data',
      paragraphs: [
        `Face images are compared with your ID photo at the moment of verification and are not used for any other purpose. They are permanently deleted within ${F.faceDataDeletedDays} days of the verification.`,
      ],
    },
    {
      heading: '5. Who we share it with',
      paragraphs: [
        'We share data only with the parties needed to provide the service: banks and payment processors, identity-verification and credit-information providers, and authorities when the law requires it. Each of them is bound to keep your data confidential. We do not sell your personal data.',
      ],
    },
    {
      heading: '6. Your rights (access, rectification, cancellation and opposition)',
      paragraphs: [
        'You may ask at any time to access the data we hold about you, to rectify it if it is inaccurate, to cancel it when it is no longer needed, or to oppose its use for a specific purpose. You may also withdraw consent you have given.',
        'Send your request to our customer-service e-mail with your full name, a copy of your ID, a clear description of the data concerned and of what you ask for, and any document that supports your request.',
        `If your request is incomplete, we will ask you to complete it within ${F.fixRequestWorkingDays} working days of receiving it, and you will have ${F.fixWorkingDays} working days to provide what is missing; otherwise the request will be treated as not submitted.`,
        `We will answer your request within ${F.arcoResponseDays} days of receiving it. If we accept it, the change will take effect within ${F.arcoEffectWorkingDays} working days of our answer.`,
      ],
    },
    {
      heading: '7. How we protect it',
      paragraphs: [
        'Your data travels encrypted, is stored on access-controlled systems and is seen only by staff who need it for their work. We keep it for as long as your account is open and afterwards for the periods the law requires.',
      ],
    },
    {
      heading: '8. Cookies and similar technologies',
      paragraphs: [
        'Our website uses cookies to keep your session and to measure how our pages are used. You can delete or block cookies in your browser settings; some functions may then stop working.',
      ],
    },
    {
      heading: '9. Changes to this notice',
      paragraphs: [
        'We will publish any change to this notice in the app and on our website, showing the date of the last update at the top of the notice.',
      ],
    },
  ],
};

export const es: PrivacyPack = {
  title: 'Aviso de Privacidad',
  updated: 'Última actualización: 1 de enero de 2026',
  intro:
    'Este aviso explica qué datos personales recabamos cuando usa nuestra aplicación de préstamos y nuestro sitio web, para qué los usamos, cómo los protegemos y cómo puede ejercer sus derechos sobre ellos. Al usar nuestros servicios reconoce haber leído este aviso.',
  sections: [
    {
      heading: '1. Responsable de sus datos',
      paragraphs: [
        'La empresa que opera este servicio (indicada al pie de nuestro sitio web) es responsable del tratamiento de sus datos personales. Puede contactar a nuestro equipo de privacidad a través del teléfono y el correo de atención al cliente que aparecen en la aplicación.',
      ],
    },
    {
      heading: '2. Datos que recabamos',
      paragraphs: ['Recabamos solo lo necesario para evaluar, otorgar y administrar su préstamo:'],
      items: [
        'Datos de identificación: nombre, fecha de nacimiento, nacionalidad, número de identificación oficial y foto de su identificación.',
        'Datos de contacto: número de celular, correo electrónico y domicilio.',
        'Datos financieros: cuenta bancaria o tarjeta para el depósito y el pago, ingresos y empleo.',
        'Datos del dispositivo: modelo, sistema operativo, versión de la aplicación e identificador de instalación, usados para prevenir fraudes.',
        'Datos biométricos: una imagen de su rostro tomada durante la verificación de identidad, usada solo para confirmar que usted es el titular de la identificación presentada.',
      ],
    },
    {
      heading: '3. Para qué los usamos',
      paragraphs: ['Usamos sus datos para:'],
      items: [
        'verificar su identidad y prevenir fraudes;',
        'evaluar su solicitud y decidir sobre su préstamo;',
        'depositar el préstamo en su cuenta y recibir sus pagos;',
        'enviarle avisos sobre su préstamo, sus pagos y cambios en nuestros términos;',
        'cumplir nuestras obligaciones legales, fiscales y regulatorias.',
      ],
    },
    {
      heading: '4. Datos faciales',
      paragraphs: [
        `Las imágenes de su rostro se comparan con la foto de su identificación en el momento de la verificación y no se usan para ningún otro fin. Se eliminan de forma definitiva dentro de los ${F.faceDataDeletedDays} días siguientes a la verificación.`,
      ],
    },
    {
      heading: '5. Con quién los compartimos',
      paragraphs: [
        'Compartimos datos solo con quienes son necesarios para prestar el servicio: bancos y procesadores de pago, proveedores de verificación de identidad y de información crediticia, y autoridades cuando la ley lo exige. Todos ellos están obligados a mantener la confidencialidad de sus datos. No vendemos sus datos personales.',
      ],
    },
    {
      heading: '6. Sus derechos ARCO (acceso, rectificación, cancelación y oposición)',
      paragraphs: [
        'Puede solicitar en cualquier momento el acceso a los datos que tenemos sobre usted, su rectificación si son inexactos, su cancelación cuando ya no sean necesarios, u oponerse a su uso para un fin determinado. También puede revocar el consentimiento que nos haya otorgado.',
        'Envíe su solicitud al correo de atención al cliente con su nombre completo, una copia de su identificación, la descripción clara de los datos de que se trata y de lo que solicita, y cualquier documento que respalde su solicitud.',
        `Si su solicitud está incompleta, le pediremos que la subsane dentro de los ${F.fixRequestWorkingDays} días hábiles siguientes a su recepción, y usted contará con ${F.fixWorkingDays} días hábiles para aportar lo que falte; de lo contrario, la solicitud se tendrá por no presentada.`,
        `Responderemos su solicitud en un plazo de ${F.arcoResponseDays} días contados desde su recepción. Si la aceptamos, el cambio se hará efectivo dentro de los ${F.arcoEffectWorkingDays} días hábiles siguientes a nuestra respuesta.`,
      ],
    },
    {
      heading: '7. Cómo los protegemos',
      paragraphs: [
        'Sus datos viajan cifrados, se guardan en sistemas con control de acceso y solo los ve el personal que los necesita para su trabajo. Los conservamos mientras su cuenta esté abierta y después durante los plazos que exige la ley.',
      ],
    },
    {
      heading: '8. Cookies y tecnologías similares',
      paragraphs: [
        'Nuestro sitio usa cookies para mantener su sesión y medir el uso de nuestras páginas. Puede borrar o bloquear las cookies en la configuración de su navegador; algunas funciones podrían dejar de funcionar.',
      ],
    },
    {
      heading: '9. Cambios a este aviso',
      paragraphs: [
        'Publicaremos cualquier cambio a este aviso en la aplicación y en nuestro sitio web, con la fecha de la última actualización al inicio del aviso.',
      ],
    },
  ],
};
