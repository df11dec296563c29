/** Sample URLs of the repayment screens, and where the router is. */

export const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
export const ORDER = `${SESSION}&productId=1&orderId=174`;

/** Path and query of the router's current location, the query as a plain object. */
export function locationOf(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** Path and query of an approved in-app page change (the navigator's `navigate` effect). */
export function routeOf(target: { kind: string; path?: string; href?: string }) {
  const url = new URL(target.path ?? target.href ?? '', 'http://localhost');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}
