/**
 * The floating customer-service button, loaded once the screen's data has painted (its gesture kit
 * must not compete with the screen's largest paint: issue 18). It is a convenience, so a chunk that cannot be downloaded (the
 * phone went offline before it came) draws nothing instead of replacing the screen with the route's
 * error page; the next screen that shows it tries again.
 */
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useAfterScreenPaint } from '../ui/afterLoad';
import type { FloatingService as Button } from './FloatingService';

type Props = ComponentProps<typeof Button>;
interface LateProps extends Props {
  /** The screen has drawn its first answer (or its error): the button may load after that paint. */
  drawn: boolean;
}

const nothing = (_props: Props) => null;

const load = () =>
  lazy(() =>
    import(/* webpackChunkName: "floating-service" */ './FloatingService').then(
      (m): { default: (props: Props) => ReactNode } => ({ default: m.FloatingService }),
      () => ({ default: nothing }),
    ),
  );

export function LateFloatingService({ drawn, ...props }: LateProps) {
  const afterLoad = useAfterScreenPaint(drawn);
  // One lazy component per mounted screen: a failed download is not remembered for the next screen.
  const [Component] = useState(load);
  if (!afterLoad) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
