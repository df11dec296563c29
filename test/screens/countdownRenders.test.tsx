/**
 * Issue 9: a countdown tick re-renders the countdown button and nothing else. The React Profiler
 * around the page counts commits (one per tick); the parent and the button are counted by their
 * render calls, so a parent that reads the countdown again fails here. Counting starts on a settled
 * page: nothing but the ticks may commit inside the counted window.
 */
// First, before the kit loads: its animation frames follow the test's clock (see the module).
import './repay/frameClock';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reduceMotion, restoreMotion } from 'antd-mobile';
import '../support/msw';
import { renderRoute } from '../support/render';
import { ORDER } from './repay/support';
import { RegistrationForm } from '../../src/screens/landing/RegistrationForm';
import { SmsCodeButton } from '../../src/screens/landing/SmsCodeButton';
import SmsStep from '../../src/screens/repay/SmsStep';
import { ResendButton } from '../../src/screens/repay/ResendButton';
// Each component stays itself; the wrapper only counts how often React calls it.
jest.mock('../../src/screens/landing/RegistrationForm', () => {
  const actual = jest.requireActual('../../src/screens/landing/RegistrationForm');
  return { ...actual, RegistrationForm: jest.fn(actual.RegistrationForm) };
});
jest.mock('../../src/screens/landing/SmsCodeButton', () => {
  const actual = jest.requireActual('../../src/screens/landing/SmsCodeButton');
  return { ...actual, SmsCodeButton: jest.fn(actual.SmsCodeButton) };
});
jest.mock('../../src/screens/repay/SmsStep', () => {
  const actual = jest.requireActual('../../src/screens/repay/SmsStep');
  return { ...actual, __esModule: true, default: jest.fn(actual.default) };
});
jest.mock('../../src/screens/repay/ResendButton', () => {
  const actual = jest.requireActual('../../src/screens/repay/ResendButton');
  return { ...actual, ResendButton: jest.fn(actual.ResendButton) };
});

const renders = (component: unknown) => (component as jest.Mock).mock.calls.length;

function commitCounter() {
  const commits: string[] = [];
  return { onRender: (_id: string, phase: string) => void commits.push(phase), count: () => commits.length };
}

/**
 * Lets the page finish what it started (the SMS step's modal opening: its mask turns active on the
 * kit's next animation frame), one animation frame of the fake clock at a time, until a frame passes
 * with no commit. The kit's motion is reduced, so a modal opens in a frame, not over a few hundred ms;
 * all of it stays far inside the first second of the countdown.
 */
function settleFrames(page: { count(): number }) {
  for (let frame = 0; frame < 10; frame++) {
    const before = page.count();
    act(() => {
      jest.advanceTimersToNextFrame();
    });
    if (page.count() === before) return;
  }
  throw new Error('the page never settled');
}

afterEach(() => {
  jest.useRealTimers();
  restoreMotion();
  jest.clearAllMocks();
});

test('registration: each SMS countdown tick re-renders the get-code button only', async () => {
  // The test's clock, not the machine's: two ticks of real time took it past Jest's 5 s on a busy CI.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const page = commitCounter();
  renderRoute(
    '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=3',
    undefined,
    page.onRender,
  );
  await screen.findByRole('img', { name: 'Código de verificación en imagen' });
  await user.type(screen.getByLabelText('Número de celular'), '13612345678');
  await user.type(screen.getByLabelText('Código de la imagen'), '1234');
  await user.click(screen.getByRole('button', { name: 'get code' }));
  await screen.findByRole('button', { name: '59s' });

  const form = renders(RegistrationForm);
  const button = renders(SmsCodeButton);
  const commits = page.count();
  for (let i = 0; i < 2; i++) await act(() => jest.advanceTimersByTimeAsync(1000));

  expect(screen.getByRole('button', { name: '57s' })).toBeInTheDocument();
  expect(renders(SmsCodeButton) - button).toBe(2);
  expect(renders(RegistrationForm) - form).toBe(0);
  expect(page.count() - commits).toBe(2);
});

test('card repay: each SMS countdown tick re-renders the resend button only', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  // The kit's motion is not what this test counts: a modal opens in one frame.
  reduceMotion();
  const page = commitCounter();
  renderRoute(`/theTo?${ORDER}&amount=300000`, undefined, page.onRender);
  await screen.findByRole('radio', { name: /BBVA México/ });
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  const dialog = await screen.findByRole('dialog');
  settleFrames(page);
  expect(within(dialog).getByTestId('sms-button')).toHaveTextContent('60 s');

  const step = renders(SmsStep);
  const button = renders(ResendButton);
  const commits = page.count();
  for (let i = 0; i < 5; i++) await act(() => jest.advanceTimersByTimeAsync(1000));

  expect(within(dialog).getByTestId('sms-button')).toHaveTextContent('55 s');
  expect(renders(ResendButton) - button).toBe(5);
  expect(renders(SmsStep) - step).toBe(0);
  expect(page.count() - commits).toBe(5);
});
