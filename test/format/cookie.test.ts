// Cookies: written with the year-9999 expiry on path /, read back by name.
import { COOKIE_EXPIRES, getCookie, setCookie } from '../../src/format/cookie';

afterEach(() => {
  jest.restoreAllMocks();
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('cookies', () => {
  it('expire on 31 Dec 9999', () => {
    expect(COOKIE_EXPIRES).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
  });

  it('are written with the expiry and path /', () => {
    const write = jest.spyOn(document, 'cookie', 'set');
    setCookie('token', 'abc');
    expect(write).toHaveBeenCalledWith('token=abc; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/');
  });

  it('are read back by name', () => {
    setCookie('token', 'abc');
    setCookie('tok', 'other');
    expect(getCookie('token')).toBe('abc');
    expect(getCookie('tok')).toBe('other');
  });

  it('keep values with separators intact', () => {
    setCookie('note', 'a=b; c d');
    expect(getCookie('note')).toBe('a=b; c d');
  });

  it('give null for a missing cookie', () => {
    expect(getCookie('missing')).toBeNull();
  });
});
