import { CsvError, parse } from 'csv-parse/sync';

/**
 * One framework record: a level of a competency offered by a function. CSV rows and JSON
 * objects both become these (docs/catalog.md, "Bring your own framework").
 */
const columns = [
  'industry',
  'job_family',
  'job_family_id',
  'function',
  'function_id',
  'competency',
  'competency_id',
  'description',
  'career_categories',
  'level',
  'level_description',
  'abilities',
  'domain',
  'competency_reference',
  'level_reference',
] as const;
export type Column = (typeof columns)[number];

const requiredColumns: readonly Column[] = [
  'industry',
  'job_family',
  'function',
  'competency',
  'description',
  'career_categories',
  'level',
  'level_description',
  'abilities',
];

export type FrameworkRecord = {
  /** The cells as read: strings from CSV; strings, numbers or arrays from JSON. */
  cells: Partial<Record<Column, unknown>>;
  /** The first line of the record (1-based). */
  line: number;
  /** Where a cell is, for messages: `file:line:column` (CSV) or `file:line:[i].column` (JSON). */
  at: (column: Column | string) => string;
};

/** A problem with the file, already located (`file:line:column: message`). */
export type Problem = string;

export type ReadResult = { records: FrameworkRecord[]; problems: Problem[] };

/** Column names as a spreadsheet may spell them: `Job family` is `job_family`. */
const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const checkColumns = (
  names: string[],
  at: (column: string) => string,
  problems: Problem[],
): void => {
  for (const n of names) {
    if (!(columns as readonly string[]).includes(n)) {
      problems.push(`${at(n)}: unknown column "${n}" (the columns are ${columns.join(', ')})`);
    }
  }
  for (const c of requiredColumns) {
    if (!names.includes(c)) problems.push(`${at(c)}: required column "${c}" is missing`);
  }
};

/** Reads a CSV framework: a header row, then one row per competency level. */
export const readCsv = (file: string, text: string): ReadResult => {
  const problems: Problem[] = [];
  let rows: { record: string[]; info: { bytes: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const line = (e as CsvError & { lines?: number }).lines;
    return { records: [], problems: [`${file}:${line ?? 1}: ${e.message}`] };
  }
  const [header, ...body] = rows;
  if (!header) return { records: [], problems: [`${file}:1: the file is empty`] };
  const names = header.record.map(normaliseHeader);
  checkColumns(names, (c) => `${file}:1:${c}`, problems);
  // A record's line: count the newlines before its first byte (info.bytes is where the
  // previous record ended; quoted cells may span lines, so csv-parse's own count is not used).
  const bytes = Buffer.from(text);
  let counted = 0;
  let newlines = 0;
  const lineAt = (offset: number) => {
    let start = offset;
    while (bytes[start] === 0x0d || bytes[start] === 0x0a) start++;
    for (; counted < start; counted++) if (bytes[counted] === 0x0a) newlines++;
    return newlines + 1;
  };
  const records: FrameworkRecord[] = [];
  let end = header.info.bytes;
  for (const row of body) {
    const line = lineAt(end);
    end = row.info.bytes;
    if (row.record.every((v) => v.trim() === '')) continue;
    if (row.record.length > names.length) {
      problems.push(
        `${file}:${line}: ${row.record.length} cells but the header has ${names.length} columns`,
      );
    }
    const cells: Partial<Record<Column, unknown>> = {};
    names.forEach((n, i) => {
      if ((columns as readonly string[]).includes(n)) cells[n as Column] = row.record[i] ?? '';
    });
    records.push({ cells, line, at: (c) => `${file}:${line}:${c}` });
  }
  return { records, problems };
};

/**
 * The line each element of a top-level JSON array starts on, and the line of each of its keys
 * (for an array of flat objects). Only meaningful for text that JSON.parse accepted.
 */
const jsonLines = (text: string) => {
  const starts: number[] = [];
  const keys: Map<string, number>[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let stringLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') {
        inString = false;
        // A key of a record: a string at depth 2 followed by a colon.
        if (depth === 2 && /^\s*:/.test(text.slice(i + 1, i + 40))) {
          keys[keys.length - 1]?.set(JSON.parse(text.slice(stringStart, i + 1)), stringLine);
        }
      }
      continue;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i;
      stringLine = line;
    } else if (ch === '{' || ch === '[') {
      depth++;
      if (depth === 2) {
        starts.push(line);
        keys.push(new Map());
      }
    } else if (ch === '}' || ch === ']') depth--;
    else if (depth === 1 && !/[\s,]/.test(ch ?? '')) {
      // A scalar element of the top-level array.
      if (i === 0 || /[[,\s]/.test(text[i - 1] ?? '')) {
        starts.push(line);
        keys.push(new Map());
      }
    }
  }
  return { starts, keys };
};

/** Reads a JSON framework: an array of records with the CSV's column names as keys. */
export const readJson = (file: string, text: string): ReadResult => {
  const body = text.replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { records: [], problems: [`${file}: not valid JSON: ${(e as Error).message}`] };
  }
  if (!Array.isArray(value)) {
    return {
      records: [],
      problems: [
        `${file}:1: the file must hold a JSON array of records (one per competency level)`,
      ],
    };
  }
  const { starts, keys } = jsonLines(body);
  const problems: Problem[] = [];
  const records: FrameworkRecord[] = [];
  value.forEach((item, index) => {
    const line = starts[index] ?? 1;
    const at = (c: string) => `${file}:${keys[index]?.get(c) ?? line}:[${index}].${c}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${file}:${line}:[${index}]: a record must be an object`);
      return;
    }
    const names = Object.keys(item);
    checkColumns(names, at, problems);
    const cells: Partial<Record<Column, unknown>> = {};
    for (const n of names) {
      if ((columns as readonly string[]).includes(n)) {
        cells[n as Column] = (item as Record<string, unknown>)[n];
      }
    }
    records.push({ cells, line, at });
  });
  return { records, problems };
};
