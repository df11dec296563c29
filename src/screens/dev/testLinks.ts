/** The developer test page's fixed sample device, session and order values, and its links. */
export const SAMPLE = {
  deviceId: 'dev-demo-0001',
  appVersion: '1.0.0',
  userId: '10001',
  sessionId: 'sess-demo-0001',
  clientType: 'ios',
  merchantNumber: '1',
  mobilePhone: '13800138000',
  deviceName: 'iPhone 13',
  osVersion: '17.5',
  gps_adid: '00000000-0000-0000-0000-000000000000',
  productId: '1',
  orderId: '174',
};

const session = () =>
  new URLSearchParams({
    deviceId: SAMPLE.deviceId,
    appVersion: SAMPLE.appVersion,
    userId: SAMPLE.userId,
    sessionId: SAMPLE.sessionId,
    clientType: SAMPLE.clientType,
    merchantNumber: SAMPLE.merchantNumber,
    mobilePhone: SAMPLE.mobilePhone,
  });

function link(path: string, extra: Record<string, string> = {}) {
  const q = session();
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return `${path}?${q.toString()}`;
}

const ORDER_STATUSES = ['21', '151', '110', '170', '174', '180', '200', '999'];
const MARKETS = [
  { needPop: '2', label: 'MX (es, $)' },
  { needPop: '1', label: 'IN (en, ₹)' },
];

export interface LinkGroup {
  title: string;
  links: { label: string; href: string }[];
}

export function linkGroups(): LinkGroup[] {
  const order = { productId: SAMPLE.productId, orderId: SAMPLE.orderId };
  return [
    {
      title: 'Loan',
      links: MARKETS.flatMap((m) => [
        { label: `Confirm loan · ${m.label}`, href: link('/kimJuly', { productId: '1', 'need-pop': m.needPop }) },
        {
          label: `Confirm with reload · ${m.label}`,
          href: link('/versions', { productId: '2', 'need-pop': m.needPop }),
        },
        { label: `Confirm instalment · ${m.label}`, href: link('/charter', { productId: '3', 'need-pop': m.needPop }) },
        { label: `Cost sheet · ${m.label}`, href: link('/costSheet', { productId: '3', 'need-pop': m.needPop }) },
      ]).concat([
        { label: 'Recommended products', href: link('/placeIs') },
        { label: 'Product', href: link('/theThey', { productId: '1' }) },
        { label: 'Repay now or defer', href: link('/channelsIntroduced', order) },
        { label: 'Order detail (/allowPopulation)', href: link('/allowPopulation', order) },
      ]),
    },
    {
      title: 'Order detail by status',
      links: MARKETS.flatMap((m) =>
        ORDER_STATUSES.map((s) => ({
          label: `Order ${s} · ${m.label}`,
          href: link('/abcIs', { productId: SAMPLE.productId, orderId: s, 'need-pop': m.needPop }),
        })),
      ),
    },
    {
      title: 'Repayment',
      links: [
        { label: 'Repay', href: link('/dibbleNight', order) },
        {
          label: 'Repay · IN (UPI intent + QR, voucher, calendar)',
          href: link('/dibbleNight', { ...order, 'need-pop': '1' }),
        },
        { label: 'Extension (repay delay)', href: link('/feesAbc', order) },
        { label: 'Extension · IN (new date to calendar)', href: link('/feesAbc', { ...order, 'need-pop': '1' }) },
        {
          label: 'Last-known data: open, go offline (DevTools), reopen from the detail',
          href: link('/abcIs', { ...order, 'need-pop': '1' }),
        },
        {
          label: 'Repayment explanation',
          href: link('/carpmm', { ...order, requestType: '1', amount: '300000', payCode: 'OXXO' }),
        },
        {
          label: 'Payment instructions (Dragonpay)',
          href: link('/dragonpayPaymentInstructions', {
            ...order,
            requestType: '2',
            amount: '300000',
            payCode: 'DRAGONPAY',
          }),
        },
        { label: 'Card repay (legacy)', href: link('/theTo', { ...order, amount: '300000' }) },
        { label: 'Bind bank', href: link('/arphaxat') },
        { label: 'Bind card', href: link('/politicallyRole') },
      ],
    },
    {
      title: 'Complaints and service',
      links: [
        { label: 'Complaint', href: link('/friendsIts', { orderId: SAMPLE.orderId }) },
        { label: 'Complaint (/theAt)', href: link('/theAt', { orderId: SAMPLE.orderId }) },
        {
          label: 'Complaint form (type 2)',
          href: link('/complainPageNext', { problemType: '2', problemSonType: '', orderNo: SAMPLE.orderId }),
        },
        { label: 'Complaint list', href: link('/complaintList') },
        { label: 'Complaint detail', href: link('/complainDetails', { problemId: '1' }) },
        { label: 'Customer service (escalation: UNE, CONDUSEF)', href: link('/actLegislation') },
        {
          label: 'Customer service · IN (grievance officer, RBI)',
          href: link('/actLegislation', { 'need-pop': '1' }),
        },
        { label: 'Customer service (Dag)', href: link('/Dag') },
      ],
    },
    {
      title: 'Documents',
      links: [
        { label: 'About us', href: link('/toolsAustralia') },
        { label: 'Privacy policy (es)', href: link('/informallyIn', { languageType: '2' }) },
        { label: 'Privacy policy (en)', href: link('/PrivacyPolicy', { languageType: '1' }) },
        { label: 'Loan agreement', href: link('/directorsIn', { orderNo: '174' }) },
        { label: 'Period loan agreement', href: link('/agony', { orderNo: '174' }) },
        { label: 'Login failure', href: link('/abcNot') },
      ],
    },
    {
      title: 'Public',
      links: [
        {
          label: 'Landing (registration)',
          href: '/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=',
        },
        {
          label: 'Download template',
          href: '/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1',
        },
        {
          label: 'Agreement template',
          href: '/#/agreementTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&down_id=1',
        },
        { label: 'Official site', href: '/' },
        { label: 'Official · About', href: '/About' },
        { label: 'Official · Comment', href: '/User' },
        { label: 'Official · Contact', href: '/Contact' },
        { label: 'Official · Privacy', href: '/Policy' },
        { label: 'Official · Loan terms', href: '/Loan' },
      ],
    },
  ];
}
