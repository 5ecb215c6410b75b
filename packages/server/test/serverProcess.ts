import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(here, '..', 'src', 'node', 'main.ts');
// tsx as a loader of this very process (not its CLI, which would run the server in a
// grandchild that survives a SIGKILL sent to the CLI); workspace packages from source, as in
// the tests themselves, never from a stale dist/
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
};

const START_WRAPPER = path.join(here, '..', 'scripts', 'with-open-files.sh');

/**
 * The Node entry (src/node/main.ts through tsx) as a child process. With `openFiles` (as
 * prlimit takes it: `SOFT:HARD`), under that open-file limit, and through the wrapper that
 * `npm start` runs it with (which raises the soft limit to the hard one); prlimit and the
 * wrapper each run the next command in their place, so the child is the server itself.
 */
const spawnServer = (env: Record<string, string>, cwd: string, openFiles?: string) => {
  const node = [process.execPath, '--conditions=@rolescope/source', '--import', TSX_LOADER, MAIN];
  const [command, ...args] = openFiles
    ? ['prlimit', `--nofile=${openFiles}`, '--', 'sh', START_WRAPPER, ...node]
    : node;
  return spawn(command as string, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      MAIL_TRANSPORT: `file://${path.join(cwd, 'mail')}`,
      // The demo organisation's reports would slow every start; a test that wants it says so.
      SEED_DEMO_ORGANIZATION: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
};

/**
 * Runs the Node entry (src/node/main.ts through tsx) as a child process with the given
 * environment, and resolves once it prints its URL.
 */
export const startServerProcess = (
  env: Record<string, string>,
  { cwd, timeoutMs = 60_000, openFiles }: { cwd: string; timeoutMs?: number; openFiles?: string },
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawnServer(env, cwd, openFiles);
    let out = '';
    const exited = new Promise<number | NodeJS.Signals | null>((done) =>
      child.once('exit', (code, signal) => done(signal ?? code)),
    );
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], child, output: () => out, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it listened:\n${out}`));
    });
  });

/**
 * Runs the Node entry until it exits by itself (a server that fails to start), with its
 * standard output and error apart. A server that starts instead is killed and reported.
 */
export const runServerUntilExit = (
  env: Record<string, string>,
  { cwd, timeoutMs = 60_000 }: { cwd: string; timeoutMs?: number },
): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawnServer(env, cwd);
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit in ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/listening on /.test(stdout)) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`server started instead of stopping:\n${stdout}${stderr}`));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** The parts of answers these tests read. */
export type Answer = {
  message?: string;
  data?: { token?: string; draftId?: string; reportId?: string };
};

export const postJson = async <T = Answer>(url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
};

export const getJson = async <T = Answer>(url: string, token?: string) => {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
};

export const loginToken = async (base: string, email: string, password: string) => {
  const res = await postJson(`${base}/api/v1/survey/login`, { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.data?.token ?? '';
};

/** Every report id of the user, paging through the summaries 100 at a time. */
export const allReportIds = async (base: string, email: string, token: string) => {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await getJson<{ data: { _id: string }[]; pagination: { totalPages: number } }>(
      `${base}/api/v1/user/fetchUserReportSummaries/${encodeURIComponent(email)}?page=${page}&limit=100`,
      token,
    );
    if (res.status !== 200) throw new Error(`fetchUserReportSummaries failed: ${res.status}`);
    for (const r of res.body.data) ids.add(r._id);
    if (page >= res.body.pagination.totalPages) return ids;
  }
};
