/** Cells a spreadsheet would run as a formula (CSV injection): kept as text with a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number): string => {
  const text = typeof value === 'number' ? String(value) : value;
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * RFC 4180 CSV text (CRLF line ends, quoted where needed) with a byte-order mark so that
 * spreadsheet programs read it as UTF-8 (₹ and names in any script survive).
 */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
