/**
 * Ends the current task and resumes in a new one, so a phone's main thread can run input and other
 * work between two long pieces of start-up (a task over 50 ms blocks a tap). Uses the browser's
 * `scheduler.yield()` where there is one: it resumes ahead of other queued tasks.
 */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
