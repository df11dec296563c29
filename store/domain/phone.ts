// Mobile phone numbers of the landing page: digits only, 11 at most (SPEC §9), shown as 3-4-4 groups while typing.

const PHONE_LENGTH = 11;

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** "13812345678" -> "138 1234 5678"; a partial number groups as far as it goes ("1381" -> "138 1"). */
export function groupPhone(input: string): string {
  const digits = phoneDigits(input);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** 11 digits, a leading 1 and a second digit 3-9: the mainland mobile ranges the landing page accepts. */
export function isValidMobile(digits: string): boolean {
  return /^1[3-9]\d{9}$/.test(digits);
}
