import type { Context } from 'hono';
import { ApiError, badRequest } from '../errors';

type Issue = { path: PropertyKey[]; message: string; code?: string; input?: unknown };
type SafeParser<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

export const VALIDATION_FAILED = 'Validation failed';

const fieldOf = (path: PropertyKey[]): string => path.map(String).join('.');

/** Zod issues → the contract's `errors` map (first message per field). */
export const issuesToErrors = (issues: Issue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path) || 'body';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0
        ? `${String(issue.path.at(-1))} is required`
        : issue.message;
    errors[field] ??= message;
  }
  return errors;
};

/** Validates `value` against a contract schema: 400 with field errors when it does not fit. */
export const validate = <T>(schema: SafeParser<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(VALIDATION_FAILED, issuesToErrors(result.error.issues));
  return result.data;
};

/** Bodies nested deeper than this are refused (they would only serve to exhaust the stack). */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests arrays/objects deeper than `limit` (iterative: no recursion). */
export const exceedsDepth = (value: unknown, limit: number): boolean => {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
};

/** Reads the JSON body: an empty body is `{}`; malformed or too deeply nested JSON is a 400. */
export const readJson = async (c: Context): Promise<unknown> => {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('Could not read the request body');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  if (exceedsDepth(value, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'Request body is nested too deeply');
  }
  return value;
};

/** Reads and validates the JSON body. */
export const body = async <T>(c: Context, schema: SafeParser<T>): Promise<T> =>
  validate(schema, await readJson(c));

/** Validates the query string (first value of each key). */
export const query = <T>(c: Context, schema: SafeParser<T>): T => validate(schema, c.req.query());
