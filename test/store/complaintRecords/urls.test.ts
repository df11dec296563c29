/** The complaint pages' addresses: each carries the borrower's session and only its own page keys. */
import { detailUrl, formUrl, homeUrl, listUrl } from '../../../store/complaintRecords';

describe('complaint URLs carry the session and only their own page keys', () => {
  const carried = { sessionId: 's', 'need-pop': '1' };
  test.each([
    [homeUrl(carried, '174'), '/friendsIts?sessionId=s&need-pop=1&orderId=174'],
    [homeUrl(carried, ''), '/friendsIts?sessionId=s&need-pop=1'],
    [
      formUrl(carried, { orderNo: '174', type: '1', sonType: '12' }),
      '/complainPageNext?sessionId=s&need-pop=1&problemType=1&problemSonType=12&orderNo=174',
    ],
    [
      formUrl(carried, { orderNo: '174', type: '2', sonType: '' }),
      '/complainPageNext?sessionId=s&need-pop=1&problemType=2&problemSonType=&orderNo=174',
    ],
    [listUrl(carried), '/complaintList?sessionId=s&need-pop=1'],
    [detailUrl(carried, '7'), '/complainDetails?sessionId=s&need-pop=1&problemId=7'],
    [listUrl({}), '/complaintList'],
  ])('%s', (url, expected) => {
    expect(url).toBe(expected);
  });
});
