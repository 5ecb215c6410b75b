/** The fixed country prefix shown before the mobile number. */
export const MOBILE_PREFIX = '+91-';
/** Digits of a mobile number, without the prefix. */
const MOBILE_DIGITS = 10;

const stripPrefix = (raw: string): string => {
  if (raw.startsWith(MOBILE_PREFIX)) return raw.slice(MOBILE_PREFIX.length);
  // The user deleted one character of the prefix (e.g. backspace on "-"), or pasted "+91...".
  for (let i = 0; i < MOBILE_PREFIX.length; i++) {
    const damaged = MOBILE_PREFIX.slice(0, i) + MOBILE_PREFIX.slice(i + 1);
    if (raw.startsWith(damaged)) return raw.slice(damaged.length);
  }
  return MOBILE_PREFIX.startsWith(raw) ? '' : raw;
};

/**
 * Normalises what the user typed into the mobile field to its display value: the
 * `+91-` prefix is always kept, non-digits are stripped from the rest and at most
 * 10 digits remain. `'+91-98 765-43210999'` gives `'+91-9876543210'`.
 */
export const normalizeMobileInput = (raw: string): string =>
  MOBILE_PREFIX + stripPrefix(raw).replace(/\D/g, '').slice(0, MOBILE_DIGITS);

/** The digits sent to the server (no prefix), from a display value or plain digits. */
export const mobileDigits = (display: string): string =>
  normalizeMobileInput(display).slice(MOBILE_PREFIX.length);

/** The number without its prefix, spaces and hyphens ('' when nothing was entered). */
export const mobileNumberPart = (value: string): string => stripPrefix(value).replace(/[\s-]/g, '');

/** Exactly 10 digits, with or without the `+91-` prefix (nothing is truncated or dropped). */
export const isValidMobile = (value: string): boolean =>
  /^[0-9]{10}$/.test(mobileNumberPart(value));
