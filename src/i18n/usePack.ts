/** Picks the market's pack: `usePack(common)` or any feature pack of the same `{ en, es }` shape. */
import { useAppSelector } from '../../store';
import { selectMarket, type Market } from '../../store/session';
import * as common from './common';

export type Packs<P> = Record<Market, P>;

export function usePack<P>(packs: Packs<P>): P {
  return packs[useAppSelector(selectMarket)];
}

export const useCommon = () => usePack<common.CommonPack>(common);
