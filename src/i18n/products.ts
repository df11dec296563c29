/**
 * Labels of the product list and product screens and of the repay-or-defer choice, in both markets. Apart
 * from the loan pack, so that the confirm and loan detail pages do not download them.
 */
import { DEFER_DAYS } from './contractTerms';

export interface ProductsPack {
  /* products */
  productsTitle: string;
  productTitle: string;
  upTo: string;
  termDays: (n: string | number) => string;
  view: string;
  viewProduct: (name: string) => string;
  noProducts: string;
  productMissing: string;
  allProducts: string;
  /* repay or defer */
  choiceTitle: string;
  choiceText: string;
  repayNow: string;
  repayNowHint: string;
  defer: string;
  deferHint: string;
}

export const en: ProductsPack = {
  productsTitle: 'Recommended for you',
  productTitle: 'Product',
  upTo: 'Up to',
  termDays: (n) => `${n} days`,
  view: 'View',
  viewProduct: (name) => `View ${name}`,
  noProducts: 'No products are available right now.',
  productMissing: 'This product is not available.',
  allProducts: 'See all products',
  choiceTitle: 'Repay now or later?',
  choiceText: `Repay your loan now, or defer the repayment by up to ${DEFER_DAYS} days.`,
  repayNow: 'Repay now',
  repayNowHint: 'Pay the amount due and close your loan.',
  defer: 'Defer repayment',
  deferHint: `Pay the extension fee and move your due date by up to ${DEFER_DAYS} days.`,
};

export const es: ProductsPack = {
  productsTitle: 'Recomendados para usted',
  productTitle: 'Producto',
  upTo: 'Hasta',
  termDays: (n) => `${n} días`,
  view: 'Ver',
  viewProduct: (name) => `Ver ${name}`,
  noProducts: 'No hay productos disponibles por ahora.',
  productMissing: 'Este producto no está disponible.',
  allProducts: 'Ver todos los productos',
  choiceTitle: '¿Pagar ahora o después?',
  choiceText: `Pague su préstamo ahora, o difiera el pago hasta ${DEFER_DAYS} días.`,
  repayNow: 'Pagar ahora',
  repayNowHint: 'Pague el monto pendiente y liquide su préstamo.',
  defer: 'Diferir el pago',
  deferHint: `Pague la comisión de prórroga y mueva su fecha de pago hasta ${DEFER_DAYS} días.`,
};
