/** A dialog's code is mounted from its first opening on, and stays for its close (src/hooks/useOpenedOnce.ts). */
import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from '../../src/hooks/useOpenedOnce';

test('false until the first opening, then true for good', () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
  expect(result.current).toBe(false);
  rerender({ open: false });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});

test('open from the first render', () => {
  const { result } = renderHook(() => useOpenedOnce(true));
  expect(result.current).toBe(true);
});
