/**
 * `nextTask` (src/ui/nextTask.ts): the app's start resumes in a task of its own, after the modules
 * have run, never within the same task (not even after its microtasks).
 */
import { nextTask } from '../../src/ui/nextTask';

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
  jest.useRealTimers();
});

const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

test('without scheduler.yield, it resumes from a timer: not in this task, even after its microtasks', async () => {
  jest.useFakeTimers();
  let resumed = false;
  void nextTask().then(() => {
    resumed = true;
  });
  await microtasks();
  expect(resumed).toBe(false);
  jest.runOnlyPendingTimers();
  await microtasks();
  expect(resumed).toBe(true);
});

test("with the browser's scheduler.yield, it resumes from that", async () => {
  let release: () => void = () => undefined;
  const yieldFn = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
  (globalThis as WithScheduler).scheduler = { yield: yieldFn };
  let resumed = false;
  void nextTask().then(() => {
    resumed = true;
  });
  await microtasks();
  expect(yieldFn).toHaveBeenCalledTimes(1);
  expect(resumed).toBe(false);
  release();
  await microtasks();
  expect(resumed).toBe(true);
});
