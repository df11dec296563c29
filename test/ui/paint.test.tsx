/**
 * "After the first paint" (src/ui/paint.ts, src/ui/afterLoad.ts): the wait ends on the browser's report
 * of the first contentful paint, which comes once the frame has been shown (a task queued from that
 * frame can run before it); a page that never reports one waits no longer than its bound; a browser
 * that cannot report paints does not wait at all.
 */
import { act, render, screen } from '@testing-library/react';
import { firstPaint } from '../../src/ui/paint';
import { useAfterScreenPaint } from '../../src/ui/afterLoad';

class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static all: FakeObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports paint entries of these names. */
  report(...names: string[]) {
    if (this.disconnected) return;
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) });
  }
}
const reportPaint = (...names: string[]) => FakeObserver.all.forEach((o) => o.report(...names));

let settled: boolean;
const track = (p: Promise<void>) => {
  settled = false;
  void p.then(() => {
    settled = true;
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.all = [];
  FakeObserver.supportedEntryTypes = ['paint'];
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test('waits for the first contentful paint, not for the first paint', async () => {
  track(firstPaint());
  reportPaint('first-paint');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(settled).toBe(false);
  reportPaint('first-paint', 'first-contentful-paint');
  await jest.advanceTimersByTimeAsync(0);
  expect(settled).toBe(true);
  expect(FakeObserver.all[0].disconnected).toBe(true);
});

test('a page that never reports one waits no longer than its bound', async () => {
  track(firstPaint(3000));
  await jest.advanceTimersByTimeAsync(2999);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  expect(FakeObserver.all[0].disconnected).toBe(true);
});

test('a browser that cannot report paints does not wait', async () => {
  FakeObserver.supportedEntryTypes = ['navigation'];
  track(firstPaint());
  await jest.advanceTimersByTimeAsync(0);
  expect(settled).toBe(true);
  expect(FakeObserver.all).toHaveLength(0);
});

function Late() {
  return <p>{useAfterScreenPaint(true) ? 'after' : 'before'}</p>;
}

test("what waits for the screen's paint waits for the page's first paint to be shown", async () => {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  render(<Late />);
  // Loaded, drawn, idle, frames gone by: still not shown.
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(screen.getByText('before')).toBeInTheDocument();
  await act(async () => {
    reportPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(screen.getByText('after')).toBeInTheDocument();
});
