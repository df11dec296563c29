/**
 * The loan confirm's answers (the push, the product list), checked at the network boundary like every
 * answer (store/api/types.ts). The quote's is store/quote's.
 */
import * as v from 'valibot';
import { list, money, optText, scalar, text } from '../api/schema';

const Product = v.object({
  productId: scalar,
  productName: text,
  productLogo: optText,
  amount: money,
  term: scalar,
});
export const ProductList = v.object({ list: list(Product) });
export type ProductList = v.InferOutput<typeof ProductList>;

export const LoanPush = v.object({ lendDetailsUrl: text });
export type LoanPush = v.InferOutput<typeof LoanPush>;
