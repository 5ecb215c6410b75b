import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { endpoints } from '@rolescope/core/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CSP } from '../src/node/apiDocs';
import type { RunningServer } from '../src/node/server';
import { startMemoryServer } from './processes';

let server: RunningServer;
let document: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  server = await startMemoryServer();
  document = await (await fetch(`${server.url}/api/openapi.json`)).json();
}, 60_000);
afterAll(() => server?.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (swagger-parser) with one operation per row of the endpoint table', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
    const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(
        ([m, op]) => `${m.toUpperCase()} ${p} ${(op as { operationId: string }).operationId}`,
      ),
    );
    const rows = Object.entries(endpoints).map(
      ([name, row]) => `${row.method} ${row.path.replace(/:([A-Za-z]+)/g, '{$1}')} ${name}`,
    );
    expect(operations.sort()).toEqual(rows.sort());
    const login = document.paths['/v1/survey/login']?.post as { security: unknown[] };
    expect(login.security).toEqual([]);
    const sessions = document.paths['/v1/embed/sessions']?.post as { security: unknown[] };
    expect(sessions.security).toEqual([{ organizationKey: [] }]);
  });

  it('generates a client (openapi-typescript) that type-checks a call, and refuses a wrong one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-openapi-'));
    try {
      writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
      writeFileSync(
        path.join(dir, 'call.ts'),
        `import type { paths } from './api';
type Op<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
type Body<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;
declare function call<P extends keyof paths, M extends keyof paths[P]>(
  path: P, method: M, body: Body<Op<P, M>>): Promise<Ok<Op<P, M>>>;
export const signIn = async () => {
  const answer = await call('/v1/survey/login', 'post', { email: 'a@example.com', password: 'Passw0rd!' });
  const token: string = answer.data.token;
  // @ts-expect-error the token is a string (so the answer is typed, not never or any)
  const wrong: number = answer.data.token;
  // @ts-expect-error the password is required
  await call('/v1/survey/login', 'post', { email: 'a@example.com' });
  return [token, wrong];
};
`,
      );
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const run = () =>
        execFileSync(
          process.execPath,
          [
            tsc,
            '--noEmit',
            '--strict',
            '--skipLibCheck',
            '--target',
            'es2022',
            '--module',
            'esnext',
            '--moduleResolution',
            'bundler',
            path.join(dir, 'call.ts'),
          ],
          { encoding: 'utf8', stdio: 'pipe' },
        );
      expect(run).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the API reference page', () => {
  it('answers with its own policy: no inline or remote script, inline styles on this page only', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(DOCS_CSP);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body?.trim()).toBe(''); // nothing inline
      const src = /src="([^"]+)"/.exec(attrs ?? '')?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//); // same origin
      const script = await fetch(new URL(src, server.url));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect((await script.text()).length).toBeGreaterThan(100);
    }
    expect(html).not.toMatch(/https?:\/\//);
    // every other answer keeps the strict policy
    const other = await fetch(`${server.url}/api/health`);
    expect(other.headers.get('content-security-policy')).toContain("style-src 'self';");
  });
});
