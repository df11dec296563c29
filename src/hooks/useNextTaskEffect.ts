import { useEffect, type DependencyList } from 'react';

/**
 * `useEffect`, run in a task of its own after the commit's: a mount's effects all run in one task,
 * and one whose store changes re-render the screen (a visit's start) would make that task long on a
 * slow phone (issue 18). Not run at all when the component is gone (or its deps change) before then.
 */
export function useNextTaskEffect(effect: () => void, deps: DependencyList): void {
  useEffect(() => {
    const timer = setTimeout(effect, 0);
    return () => clearTimeout(timer);
    // The caller's deps, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
