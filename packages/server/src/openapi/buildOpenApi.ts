import { type Endpoint, endpoints, errorBodySchema, pathParamNames } from '@rolescope/core';
import * as z from 'zod/mini';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ERROR = { $ref: '#/components/schemas/Error' };

const errorsOf = (row: Endpoint) => {
  const answer = (description: string) => ({ description, content: json(ERROR) });
  return {
    ...(row.body || row.query
      ? { 400: answer('The request is not valid: `message` and field `errors`') }
      : {}),
    ...(row.access === 'public' ? {} : { 401: answer('No valid token or key') }),
    ...(row.access === 'admin' ? { 403: answer('Administrators only') } : {}),
    ...(row.access === 'organization'
      ? { 403: answer("An employee's session: it cannot read the organisation's reports") }
      : {}),
    ...(row.feature ? { 403: answer(`An embed session that does not allow ${row.feature}`) } : {}),
    ...(row.path.includes(':') ? { 404: answer('Not found') } : {}),
    429: answer('Too many requests (see Retry-After)'),
    500: answer('Internal server error'),
  };
};

const securityOf = (row: Endpoint) =>
  row.access === 'public'
    ? []
    : row.access === 'apiKey'
      ? [{ organizationKey: [] }]
      : row.access === 'organization'
        ? [{ organizationKey: [] }, { userToken: [] }]
        : [{ userToken: [] }];

const operationOf = (name: string, row: Endpoint) => {
  const query = row.query
    ? Object.entries(row.query.def.shape).map(([key, schema]) => ({
        name: key,
        in: 'query',
        required: !(schema as z.ZodMiniType).def.type.includes('optional'),
        schema: schemaOf(schema as z.ZodMiniType, 'input'),
      }))
    : [];
  const path = pathParamNames(row.path).map((key) => ({
    name: key,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...path, ...query];
  return {
    operationId: name,
    tags: [row.path.split('/')[2] ?? 'health'],
    ...(row.access === 'admin' ? { description: 'Administrators only.' } : {}),
    security: securityOf(row),
    ...(parameters.length ? { parameters } : {}),
    ...(row.body
      ? { requestBody: { required: true, content: json(schemaOf(row.body, 'input')) } }
      : {}),
    responses: {
      [row.status ?? 200]: {
        description: row.status === 201 ? 'Created' : 'OK',
        content: json(schemaOf(row.response, 'output')),
      },
      ...errorsOf(row),
    },
  };
};

/**
 * The OpenAPI 3.1 document of the API, derived from core's endpoint table and its zod
 * schemas (one source: every row is an operation, its `:name` segments path parameters, its
 * query, body and response schemas JSON Schema, its `access` a security requirement).
 */
export const buildOpenApi = (options: { version?: string } = {}) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, row] of Object.entries(endpoints) as [string, Endpoint][]) {
    const key = row.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[key] ??= {};
    paths[key][row.method.toLowerCase()] = operationOf(name, row);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rolescope API',
      version: options.version ?? '0.1.0',
      description:
        'Role and competency evaluation. Generated from the endpoint table of @rolescope/core.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        userToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A signed-in user’s token (sign-in), or an embed session’s client secret.',
        },
        organizationKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An organisation’s secret API key (`rs_sk_…`), from its backend only.',
        },
      },
    },
  };
};
