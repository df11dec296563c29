/**
 * Labels of the repayment screens (repay, extension, payment instructions) and of their payment
 * channels, in both markets. Card repay and bind card have their own pack (card.ts), so the repay
 * page does not download them.
 */
export interface RepayPack {
  repayTitle: string;
  repayDate: string;
  repayAmount: string;
  moreDetails: string;
  hideDetails: string;
  channelsTitle: string;
  reference: string;
  copyReference: (code: string) => string;
  showBarcode: string;
  barcodeTitle: string;
  closeBarcode: string;
  openInstructions: (desc: string) => string;
  customerService: string;
  /* extension */
  extensionTitle: string;
  delayAmount: string;
  delayDate: string;
  extensionPlan: string;
  deferUpTo: (days: number) => string;
  /* instructions */
  instructionTitle: string;
  totalAmount: string;
  codeImage: string;
  referenceCode: string;
  companyName: string;
  copyCompany: string;
  sendProofTo: string;
  channelLogo: string;
  companyLogo: string;
  proofSample: (title: string) => string;
}

export const es: RepayPack = {
  repayTitle: 'Pagar',
  repayDate: 'Fecha de pago',
  repayAmount: 'Monto a pagar',
  moreDetails: 'Ver más',
  hideDetails: 'Ocultar',
  channelsTitle: 'Formas de pago',
  reference: 'Referencia',
  copyReference: (code) => `Copiar referencia ${code}`,
  showBarcode: 'Código de barras',
  barcodeTitle: 'Muestre este código en caja',
  closeBarcode: 'Cerrar',
  openInstructions: (desc) => `Ver instrucciones: ${desc}`,
  customerService: 'Atención al cliente',
  extensionTitle: 'Pago diferido',
  delayAmount: 'Monto de la extensión',
  delayDate: 'Nueva fecha de pago',
  extensionPlan: 'Plan de la extensión',
  deferUpTo: (days) => `Puede diferir su pago hasta ${days} días.`,
  instructionTitle: 'Instrucciones de pago',
  totalAmount: 'Monto total',
  codeImage: 'Código de pago',
  referenceCode: 'Número de referencia',
  companyName: 'Beneficiario',
  copyCompany: 'Copiar beneficiario',
  sendProofTo: 'Enviar a',
  channelLogo: 'Logotipo del canal de pago',
  companyLogo: 'Logotipo de la empresa',
  proofSample: (title) => `Ejemplo: ${title}`,
};

export const en: RepayPack = {
  repayTitle: 'Repay',
  repayDate: 'Repayment date',
  repayAmount: 'Repayment amount',
  moreDetails: 'More',
  hideDetails: 'Hide',
  channelsTitle: 'Ways to pay',
  reference: 'Reference',
  copyReference: (code) => `Copy reference ${code}`,
  showBarcode: 'Bar code',
  barcodeTitle: 'Show this code at the counter',
  closeBarcode: 'Close',
  openInstructions: (desc) => `See instructions: ${desc}`,
  customerService: 'Customer service',
  extensionTitle: 'Deferred repayment',
  delayAmount: 'Extension amount',
  delayDate: 'New repayment date',
  extensionPlan: 'Extension plan',
  deferUpTo: (days) => `You can defer your repayment for up to ${days} days.`,
  instructionTitle: 'Payment instructions',
  totalAmount: 'Total amount',
  codeImage: 'Payment code',
  referenceCode: 'Reference number',
  companyName: 'Beneficiary',
  copyCompany: 'Copy beneficiary',
  sendProofTo: 'Send to',
  channelLogo: 'Payment channel logo',
  companyLogo: 'Company logo',
  proofSample: (title) => `Example: ${title}`,
};
