/**
 * A link to a URL the server or the runtime config gave (an agreement, an app store): its href is the gated URL with the session it lacks,
 * so the borrower sees where it leads, and a tap goes through the navigator, which gates it again,
 * carries the session and, when the URL is refused, says so instead of doing nothing.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../store';
import { navigationRequested, selectCarriedQuery, withCarried } from '../../store/navigation';
import { safeUrl } from '../native/safeUrl';

interface Props {
  url: unknown;
  children: ReactNode;
  className?: string;
}

export function ServerLink({ url, children, className }: Props) {
  const dispatch = useAppDispatch();
  const carried = useAppSelector(selectCarriedQuery);
  const gated = safeUrl(url);
  const href = gated === null ? '#' : gated.startsWith('/') ? withCarried(gated, carried) : gated;
  const follow = (e: MouseEvent) => {
    e.preventDefault();
    // Not a string: the navigator refuses it and says so.
    dispatch(navigationRequested({ url: typeof url === 'string' ? url : '' }));
  };
  return (
    <a href={href} onClick={follow} className={className}>
      {children}
    </a>
  );
}
