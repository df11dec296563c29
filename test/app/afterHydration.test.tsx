/**
 * Taking over a prerendered page (src/app/prerendered.tsx): the hydration render has the prerender's
 * values (`useHydrating()` true) and matches the HTML; the page's own session (`then`) is applied
 * once the screen has hydrated (inside its Suspense boundary, hydrated after the tree around it) and
 * before any screen's effect runs; the next render has `useHydrating()` false. Both renders run as
 * transitions (issue 18: no long blocking task on the landing page), which must not change any of this.
 */
import { Suspense, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { Hydrated } from '../../src/app/hydrationEnd';
import { AfterHydration, PrerenderPhase, useHydrating } from '../../src/app/prerendered';
import { handHydration } from '../support/hydrate';

let log: string[];

function Probe() {
  const hydrating = useHydrating();
  log.push(`render ${hydrating ? 'hydrating' : 'live'}`);
  useEffect(() => {
    log.push(`effect ${hydrating ? 'hydrating' : 'live'}`);
  }, [hydrating]);
  return <input aria-label="name" readOnly={hydrating} />;
}

const hydrate = handHydration();

/** The screen as the app's layout holds it: in a Suspense boundary, which React hydrates in a pass of its own. */
const screen = (
  <Suspense fallback={null}>
    <Probe />
    <Hydrated />
  </Suspense>
);

function hydratePrerendered() {
  log = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PrerenderPhase>{screen}</PrerenderPhase>);
  document.body.appendChild(container);
  const prerendered = container.querySelector('input');
  log = [];
  const onRecoverableError = jest.fn();
  const then = () => log.push('then');
  hydrate(container, <AfterHydration then={then}>{screen}</AfterHydration>, { onRecoverableError });
  return { container, prerendered, onRecoverableError };
}

test('the prerendered field is taken over, not replaced, with no hydration error', () => {
  const { container, prerendered, onRecoverableError } = hydratePrerendered();
  expect(container.querySelector('input')).toBe(prerendered);
  expect(onRecoverableError).not.toHaveBeenCalled();
});

test("one render with the prerender's values, the page's session, then the live render", () => {
  hydratePrerendered();
  expect(log).toEqual(['render hydrating', 'then', 'effect hydrating', 'render live', 'effect live']);
});

test('after the take-over the field takes typing', () => {
  const { container } = hydratePrerendered();
  expect(container.querySelector('input')).not.toHaveAttribute('readonly');
});
