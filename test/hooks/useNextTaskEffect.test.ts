/**
 * An effect run a task after the commit (src/hooks/useNextTaskEffect.ts): not in the commit's own
 * effects, once per deps change, never after an unmount or a deps change that came first.
 */
import { renderHook } from '@testing-library/react';
import { useNextTaskEffect } from '../../src/hooks/useNextTaskEffect';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs in the next task, not with the mount, once', () => {
  const effect = jest.fn();
  renderHook(() => useNextTaskEffect(effect, []));
  expect(effect).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(effect).toHaveBeenCalledTimes(1);
  jest.runAllTimers();
  expect(effect).toHaveBeenCalledTimes(1);
});

test('an unmount before the next task cancels it', () => {
  const effect = jest.fn();
  const { unmount } = renderHook(() => useNextTaskEffect(effect, []));
  unmount();
  jest.runAllTimers();
  expect(effect).not.toHaveBeenCalled();
});

test('a deps change before the next task runs only the latest', () => {
  const calls: number[] = [];
  const { rerender } = renderHook(({ n }) => useNextTaskEffect(() => calls.push(n), [n]), {
    initialProps: { n: 1 },
  });
  rerender({ n: 2 });
  jest.runAllTimers();
  expect(calls).toEqual([2]);
  rerender({ n: 2 });
  jest.runAllTimers();
  expect(calls).toEqual([2]);
});
