/** The session query the complaint screen tests open their pages with. */
export const SESSION_QUERY =
  'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=sess-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
