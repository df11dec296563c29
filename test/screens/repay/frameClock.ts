/**
 * Animation frames on the test's own clock. The kit's animations (antd-mobile's react-spring) keep
 * the `requestAnimationFrame` they find when they load. Loaded before a test fakes its timers, they
 * run on jsdom's wall-clock frames, and the state updates they make (a modal's mask turning active
 * on its first frame) commit at whatever real moment that frame comes: before, during or after a
 * window the test measures on its fake clock. Imported before the kit loads, this module puts one
 * `requestAnimationFrame` in place that asks the clock of the moment: jest's fake one while the test
 * fakes timers (jest swaps the global and swaps it back), jsdom's otherwise.
 */
const wallClockFrame = window.requestAnimationFrame.bind(window);

function frameOnCurrentClock(callback: FrameRequestCallback): number {
  const current = window.requestAnimationFrame;
  return current === frameOnCurrentClock ? wallClockFrame(callback) : current(callback);
}

window.requestAnimationFrame = frameOnCurrentClock;
