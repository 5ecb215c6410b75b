/** Digits-only money input: `'₹12,34,567'` → 1234567; no digits → undefined. */
export const parseMoneyInput = (raw: string): number | undefined => {
  const digits = raw.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
};

let inr: Intl.NumberFormat | undefined;

/** Indian rupees in en-IN form without decimals: 1234567 → `'₹12,34,567'`. */
export const formatInr = (n: number): string => {
  inr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return inr.format(n);
};

/**
 * A percentage input (0 to 100): non-digits are dropped; an input above 100 is
 * ignored and the previous value is kept; empty gives undefined.
 */
export const clampPercent = (
  raw: string | number,
  previous: number | undefined,
): number | undefined => {
  const n = typeof raw === 'number' ? Math.max(0, raw) : parseMoneyInput(raw);
  return n !== undefined && n > 100 ? previous : n;
};
