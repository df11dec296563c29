import { useState } from 'react';

/**
 * True from the first render in which `open` is true, for good: a dialog's code is loaded when it first
 * opens (not with the screen, whose largest paint it must not delay: issue 18), and stays mounted so
 * its own close (focus back, history entry) runs as usual.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
