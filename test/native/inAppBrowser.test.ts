// In-app browser detection and client type, against user agents seen in the wild.
import { clientTypeFromUserAgent, detectInAppBrowser } from '../../src/native/inAppBrowser';

const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.30(0x18001e31) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4313 MMWEBSDK/20220805 Mobile Safari/537.36 MMWEBID/6170 MicroMessenger/8.0.27.2220(0x28001B37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  whatsapp:
    'Mozilla/5.0 (Linux; Android 11; SM-A515F Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0.4664.104 Mobile Safari/537.36 WhatsApp/2.21.24.22',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/15.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0.5060.129 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/377.0.0.22.107;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/300.0.0.35.113;FBBV/287734451;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/14.4;FBSS/2;FBCR/;FBID/phone;FBLC/en_US;FBOP/0]',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/12.18.0',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 10; SM-G975F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 Line/10.10.1/IAB',
  telegram:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 Telegram-Android/10.0.5 (Google Pixel 7; Android 13; SDK 33; AVERAGE)',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
};

describe('detectInAppBrowser', () => {
  it.each([
    ['wechatIos', 'wechat'],
    ['wechatAndroid', 'wechat'],
    ['whatsapp', 'whatsapp'],
    ['facebookIos', 'messenger'],
    ['facebookAndroid', 'messenger'],
    ['messengerIos', 'messenger'],
    ['lineIos', 'line'],
    ['lineAndroid', 'line'],
    ['telegram', 'telegram'],
  ] as const)('recognises %s', (sample, expected) => {
    expect(detectInAppBrowser(UA[sample])).toBe(expected);
  });

  it('gives null for plain browsers and an empty agent', () => {
    expect(detectInAppBrowser(UA.safariIphone)).toBeNull();
    expect(detectInAppBrowser(UA.chromeAndroid)).toBeNull();
    expect(detectInAppBrowser('')).toBeNull();
  });

  it('does not mistake words that merely contain "line" for LINE', () => {
    expect(detectInAppBrowser(`${UA.chromeAndroid} Timeline/1.0 online/2`)).toBeNull();
  });
});

describe('clientTypeFromUserAgent', () => {
  it('reports ios for iPhone, iPad and iPod', () => {
    expect(clientTypeFromUserAgent(UA.safariIphone)).toBe('ios');
    expect(clientTypeFromUserAgent(UA.safariIpad)).toBe('ios');
    expect(clientTypeFromUserAgent(UA.ipod)).toBe('ios');
    expect(clientTypeFromUserAgent(UA.wechatIos)).toBe('ios');
  });

  it('reports android for everything else', () => {
    expect(clientTypeFromUserAgent(UA.chromeAndroid)).toBe('android');
    expect(clientTypeFromUserAgent(UA.telegram)).toBe('android');
    expect(clientTypeFromUserAgent('')).toBe('android');
  });
});
