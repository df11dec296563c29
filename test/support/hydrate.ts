/**
 * Hydrating a prerendered page by hand, as src/main.tsx does (react-dom's `hydrateRoot` in a
 * transition), for tests that take over HTML from react-dom/server rather than render with Testing
 * Library. Call once at the top of a test file: it marks the file an act() environment and unmounts
 * the root and clears the page after each test.
 */
import { act, startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

export function handHydration() {
  let root: Root | null = null;
  beforeAll(() => {
    // Testing Library is not used, so the file tells React itself that it runs in act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });
  return (container: Element, page: ReactNode, options?: HydrationOptions) => {
    act(() => {
      startTransition(() => {
        root = hydrateRoot(container, page, options);
      });
    });
  };
}
