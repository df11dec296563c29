/** Sample URLs for every route of src/routes.tsx (kept in step by test/routes.test.ts). */
const session =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const order = `${session}&productId=1&orderId=174`;

export const ROUTE_URLS: Record<string, string> = {
  '/': '/',
  '/versions': `/versions?${session}&productId=1`,
  '/kimJuly': `/kimJuly?${session}&productId=1`,
  '/charter': `/charter?${session}&productId=3`,
  '/abcIs': `/abcIs?${order}`,
  '/allowPopulation': `/allowPopulation?${order}`,
  '/placeIs': `/placeIs?${session}`,
  '/theThey': `/theThey?${session}&productId=1`,
  '/channelsIntroduced': `/channelsIntroduced?${order}`,
  '/costSheet': `/costSheet?${session}&productId=3`,
  '/dibbleNight': `/dibbleNight?${order}`,
  '/feesAbc': `/feesAbc?${order}`,
  '/dragonpayPaymentInstructions': `/dragonpayPaymentInstructions?${order}&requestType=2&amount=300000&payCode=DRAGONPAY`,
  '/carpmm': `/carpmm?${order}&requestType=1&amount=300000&payCode=OXXO`,
  '/theTo': `/theTo?${order}&amount=300000`,
  '/arphaxat': `/arphaxat?${session}`,
  '/politicallyRole': `/politicallyRole?${session}`,
  '/friendsIts': `/friendsIts?${session}&orderId=174`,
  '/theAt': `/theAt?${session}&orderId=174`,
  '/complainPageNext': `/complainPageNext?${session}&problemType=2&problemSonType=&orderNo=174`,
  '/complaintList': `/complaintList?${session}`,
  '/complainDetails': `/complainDetails?${session}&problemId=1`,
  '/actLegislation': `/actLegislation?${session}`,
  '/Dag': `/Dag?${session}`,
  '/abcNot': '/abcNot',
  '/toolsAustralia': `/toolsAustralia?${session}`,
  '/directorsIn': `/directorsIn?${session}&orderNo=174`,
  '/agony': `/agony?${session}&orderNo=174`,
  '/informallyIn': '/informallyIn?languageType=2',
  '/PrivacyPolicy': '/PrivacyPolicy?languageType=1',
  '/landing': '/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=',
  '/About': '/About',
  '/User': '/User',
  '/Contact': '/Contact',
  '/Policy': '/Policy',
  '/Loan': '/Loan',
  '/testPreview': '/testPreview',
};

export const HASH_URLS = {
  download: '/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1',
  agreement: '/#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&down_id=1',
};

/** A file-system-friendly name for a route's screenshot. */
export const shotName = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '_'));
