/** Sample URLs of the repayment screens and a quiet toast spy (the toast kit is not what these tests check). */
import { feedback } from '../../../src/ui/feedback';

export const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
export const ORDER = `${SESSION}&productId=1&orderId=174`;

export function spyToasts() {
  const toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  const success = jest.spyOn(feedback, 'success').mockResolvedValue(undefined);
  return { toast, success, texts: () => toast.mock.calls.map((c) => c[0]) };
}

/** Path and query of the router's current location, the query as a plain object. */
export function locationOf(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}
