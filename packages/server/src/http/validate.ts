import {
  saveDraftRequestSchema,
  sendReportRequestSchema,
  updateDraftRequestSchema,
} from '@rolescope/core/contract';
import { messages } from '@rolescope/core/validation';
import type { Context } from 'hono';
import { ApiError, badRequest } from '../errors';
import { BODY_UNREADABLE } from './bodyLimits';

type Issue = {
  path: PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** A schema's extra words; `summary` is the 400's message (core: contract/careerReport.ts). */
  params?: { summary?: unknown };
  /** An `invalid_union`'s issues, per option, with paths relative to the union. */
  errors?: Issue[][];
};
type SafeParser<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

export const VALIDATION_FAILED = 'Validation failed';

/**
 * The specification's texts for a missing or empty field, by field name: whichever check
 * finds the field absent (the contract's schema or the service's own rules), the user reads
 * the same words as in the forms.
 */
const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  email: messages.signUp.emailRequired,
  password: messages.signUp.passwordRequired,
  mobile: messages.signUp.mobileRequired,
  designation: messages.signUp.designationRequired,
  level: messages.signUp.levelRequired,
  functionDepartment: messages.signUp.functionDepartmentRequired,
  otp: messages.otp.required,
};

const fieldOf = (path: PropertyKey[]): string => path.map(String).join('.');

/**
 * A value that fits none of a union's options is named by the option it came closest to (the
 * one whose first problem lies deepest), so the path says what to correct, not just "report".
 */
const flatten = (issues: Issue[]): Issue[] =>
  issues.flatMap((issue) => {
    const options = issue.code === 'invalid_union' ? (issue.errors ?? []).map(flatten) : [];
    const depth = (o: Issue[]) => o[0]?.path.length ?? -1;
    const closest = options.reduce<Issue[]>((a, o) => (depth(o) > depth(a) ? o : a), []);
    return depth(closest) > 0
      ? closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] }))
      : [issue];
  });

/**
 * Report bodies (drafts and submissions) are documents, not forms: their 400 says the path of
 * the first problem and its message (`selectedLevels.3: ...`); forms answer "Validation failed"
 * with every field in `errors`.
 */
const DOCUMENTS = new WeakSet<object>([
  saveDraftRequestSchema,
  updateDraftRequestSchema,
  sendReportRequestSchema,
]);

/** The value at `path` in `value`, or undefined. */
const valueAt = (value: unknown, path: PropertyKey[]): unknown => {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
};

const requiredMessage = (field: string) => REQUIRED_MESSAGES[field] ?? `${field} is required`;

/** zod's own wording (its English locale), as opposed to a message a schema gives. */
const LIBRARY_WORDING = /^(Too small|Too big|Invalid input)/;

/** One issue in plain words; `input` is the value validated, to tell absent from mistyped. */
const messageOf = (issue: Issue, field: string, input: unknown): string => {
  if (!LIBRARY_WORDING.test(issue.message)) return issue.message; // the schema's own text
  const value = valueAt(input, issue.path);
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? requiredMessage(field)
        : `${field} must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return requiredMessage(field);
      return isText ? `${field} must be at least ${issue.minimum} characters` : issue.message;
    case 'too_big':
      return isText ? `${field} must be at most ${issue.maximum} characters` : issue.message;
    default:
      return issue.message;
  }
};

/**
 * Schema issues → the contract's `errors` map (first message per field). Absent, null or
 * empty text reads as the specification's "... is required" (REQUIRED_MESSAGES); a value of
 * the wrong type or length says what it must be.
 */
const issuesToErrors = (issues: Issue[], input?: unknown): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path) || 'body';
    errors[field] ??= issue.path.length > 0 ? messageOf(issue, field, input) : issue.message;
  }
  return errors;
};

/**
 * Validates `value` against a contract schema: 400 with field errors when it does not fit.
 * `alsoCheck` adds the service's own rules to a refused value (the same rules it applies to
 * a well-typed one), so one answer lists every field to correct, in the specification's words.
 */
const validate = <T>(
  schema: SafeParser<T>,
  value: unknown,
  alsoCheck?: (value: unknown) => Record<string, string>,
): T => {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = flatten(result.error.issues);
    const errors = issuesToErrors(issues, value);
    const first = issues[0];
    const field = first ? fieldOf(first.path) || 'body' : 'body';
    const summary = first?.params?.summary;
    const message =
      typeof summary === 'string'
        ? summary
        : DOCUMENTS.has(schema) && errors[field]
          ? `${field}: ${errors[field]}`
          : VALIDATION_FAILED;
    // the schema's word wins for a field both name (it knows a mistyped value from a missing one)
    throw badRequest(message, alsoCheck ? { ...alsoCheck(value), ...errors } : errors);
  }
  return result.data;
};

/** Bodies nested deeper than this are refused (they would only serve to exhaust the stack). */
const MAX_JSON_DEPTH = 64;

/** A lone surrogate: a string that is not well-formed Unicode (JSON `"\ud800"`). */
const LONE_SURROGATE = /\p{Cs}/u;
export const NOT_UNICODE =
  'The request body must be well-formed Unicode: it holds a lone surrogate (such as \\ud800)';
const NESTED_TOO_DEEPLY = 'Request body is nested too deeply';

/**
 * The first problem of a parsed body, or null: nesting deeper than `limit`, or a string (a
 * value or a key) that is not well-formed Unicode, which no database stores (PostgreSQL
 * refuses it in jsonb) and no client can read back. Iterative: no recursion.
 */
const jsonProblem = (value: unknown, limit: number): string | null => {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return NOT_UNICODE;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > limit) return NESTED_TOO_DEEPLY;
    for (const [key, child] of Object.entries(v)) {
      if (LONE_SURROGATE.test(key)) return NOT_UNICODE;
      stack.push([child, depth + 1]);
    }
  }
  return null;
};

export const NOT_JSON = 'The request body must be JSON, sent with Content-Type: application/json';

/** `application/json` or a `+json` type, with or without parameters. */
const isJsonType = (type: string | undefined) =>
  type !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type.trim());

/**
 * Reads the JSON body: an empty body is `{}`; a body of another content type, one cut short,
 * malformed or too deeply nested JSON, or a string that is not well-formed Unicode is a 400 with a message (never a 500: they are the
 * client's faults, and are not reported as the server's).
 */
const readJson = async (c: Context): Promise<unknown> => {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest(BODY_UNREADABLE);
  }
  if (text.trim() === '') return {};
  if (!isJsonType(c.req.header('content-type'))) throw badRequest(NOT_JSON);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  const problem = jsonProblem(value, MAX_JSON_DEPTH);
  if (problem) throw new ApiError(400, problem);
  return value;
};

/** Reads and validates the JSON body (see `validate` for `alsoCheck`). */
export const body = async <T>(
  c: Context,
  schema: SafeParser<T>,
  alsoCheck?: (value: unknown) => Record<string, string>,
): Promise<T> => validate(schema, await readJson(c), alsoCheck);

/** Validates the query string (first value of each key). */
export const query = <T>(c: Context, schema: SafeParser<T>): T => validate(schema, c.req.query());
