/**
 * The `deliverFile` effect: a file goes to the share sheet when asked and the WebView can share files,
 * else it downloads through a `download` link; a closed share sheet is "cancelled", not a download.
 */
import { deliverFile } from '../../src/ui/fileDelivery';

const file = { name: 'repayment-reminder-174.ics', type: 'text/calendar', text: 'BEGIN:VCALENDAR\r\n' };
// Web Share is optional in WebViews: the tests add and remove it.
const nav = navigator as unknown as { canShare?: unknown; share?: unknown };

let clicked: { href: string; download: string }[];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete nav.canShare;
  delete nav.share;
});

test('without Web Share the file downloads under its name, and the link is removed', async () => {
  expect(await deliverFile(file, true)).toBe('downloaded');
  expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'repayment-reminder-174.ics' }]);
  expect(document.querySelector('a[download]')).toBeNull();
});

test('with Web Share for files, the file is shared and not downloaded', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.assign(nav, { canShare: () => true, share });
  expect(await deliverFile(file, true)).toBe('shared');
  const shared = (share.mock.calls[0] as [{ files: File[] }])[0].files[0];
  expect(shared.name).toBe('repayment-reminder-174.ics');
  expect(clicked).toEqual([]);
});

test('a closed share sheet is cancelled; another refusal falls back to a download', async () => {
  Object.assign(nav, { canShare: () => true, share: jest.fn().mockRejectedValue(new DOMException('x', 'AbortError')) });
  expect(await deliverFile(file, true)).toBe('cancelled');
  Object.assign(nav, { share: jest.fn().mockRejectedValue(new DOMException('x', 'NotAllowedError')) });
  expect(await deliverFile(file, true)).toBe('downloaded');
});

test('a download is asked for: no share sheet even where sharing works', async () => {
  const share = jest.fn();
  Object.assign(nav, { canShare: () => true, share });
  expect(await deliverFile(file, false)).toBe('downloaded');
  expect(share).not.toHaveBeenCalled();
});

test('a voucher that cannot be drawn (no canvas) fails instead of throwing', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(
    await deliverFile({ name: 'f.png', voucher: { width: 10, height: 10, background: '#fff', items: [] } }, true),
  ).toBe('failed');
});
