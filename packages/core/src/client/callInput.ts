import { type Endpoint, fillPath, pathParamNames } from '../contract/endpoint';

export interface CallOptions {
  signal?: AbortSignal;
}

/** One request, ready to send: the filled path, the query string, the body. */
export interface Call {
  /** The path with its parameters filled in, without the base. */
  path: string;
  /** The query string without its `?`; empty when there is none. */
  search: string;
  /** The JSON body; undefined when the row takes none. */
  body: unknown;
  options: CallOptions;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/**
 * A client method's arguments → the request, by the rules of `ClientArgs`: a row that
 * takes nothing reads its first argument as the options; a body alone is the argument
 * itself, a single path parameter alone the argument as its value; otherwise the argument
 * is an object holding the path parameters by name, the query schema's keys and (with path
 * parameters) `body`. Undefined query values are left out.
 */
export const toCall = ({ path, body, query }: Endpoint, args: readonly unknown[]): Call => {
  const names = pathParamNames(path);
  const [arg, options] = body || query || names[0] ? args : [undefined, args[0]];
  // a lone path parameter (at most one, nothing else) is the argument itself
  const fields = body || query || names[1] ? fieldsOf(arg) : { [`${names[0]}`]: arg };
  const search = new URLSearchParams();
  for (const key in query?.shape) {
    if (fields[key] !== undefined) search.set(key, String(fields[key]));
  }
  return {
    path: fillPath(path, fields),
    search: search.toString(),
    body: body && (names[0] ? fields.body : arg),
    options: fieldsOf(options),
  };
};
