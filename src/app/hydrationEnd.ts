/**
 * The moment a prerendered page has hydrated (src/app/prerendered.tsx). React hydrates what is inside
 * a Suspense boundary in a pass of its own, after the tree around it, so the end is told from inside
 * the screens' boundary (src/app/RootLayout.tsx): `Hydrated` is rendered last there, and its layout
 * effect runs once the screen has hydrated, before the screen's own effects.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

/** What runs when the page has hydrated; null on a page that was not prerendered. */
export const HydrationEnd = createContext<(() => void) | null>(null);

export function Hydrated() {
  const end = useContext(HydrationEnd);
  useLayoutEffect(() => end?.(), [end]);
  return null;
}
