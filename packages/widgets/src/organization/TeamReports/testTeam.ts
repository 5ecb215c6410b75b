// Test and story data: an organisation on the in-memory API with a directory, some submitted
// reports and drafts, and the embed session of a manager, hr or an employee of it.
import { workedExampleAnswers } from '@rolescope/core/testing';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';

/** Sends a request to the in-memory API (`fetch`, or an app's `request`). */
export type ApiRequest = (path: string, init: RequestInit) => Promise<Response> | Response;

export type TeamPerson = {
  externalUserId: string;
  name: string;
  managerExternalUserId?: string;
  team?: { id: string; name: string };
  department?: string;
  /** What the person has done: nothing (default), saved a draft, or submitted a report. */
  did?: 'draft' | 'submitted';
  /** The role of their report (step 1); default 'Software Engineer'. */
  role?: string;
};

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

const call = async <T>(request: ApiRequest, path: string, init: RequestInit): Promise<T> => {
  const res = await request(`/api${path}`, init);
  if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
};

/**
 * Creates an organisation (as the seeded administrator) with `people` in its directory,
 * their drafts and reports; returns `sessionOf(externalUserId, role)`, a client secret of
 * that person's embed session. Needs the mock API created with `seed: true`.
 */
export const seedTeam = async (request: ApiRequest, people: TeamPerson[]) => {
  const { token } = await call<{ token: string }>(
    request,
    '/v1/survey/login',
    json('POST', { email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD }),
  );
  const org = await call<{ _id: string }>(
    request,
    '/v1/admin/organizations',
    json('POST', { name: 'Acme', industryCategory: 'technology' }, token),
  );
  const { secret } = await call<{ secret: string }>(
    request,
    `/v1/admin/organizations/${org._id}/api-keys`,
    json('POST', { name: 'Portal backend' }, token),
  );
  // E-mails are unique across organisations: each seeded organisation has its own.
  const emailOf = (externalUserId: string) =>
    `${externalUserId}.${org._id.slice(0, 8)}@portal.example`;
  const sessionOf = async (externalUserId: string, role: 'employee' | 'manager' | 'hr') =>
    (
      await call<{ clientSecret: string }>(
        request,
        '/v1/embed/sessions',
        json('POST', { externalUserId, email: emailOf(externalUserId), role }, secret),
      )
    ).clientSecret;
  for (let i = 0; i < people.length; i += 1000) {
    const employees = people.slice(i, i + 1000).map(({ did: _, role: __, ...entry }) => entry);
    await call(request, '/v1/embed/directory', json('PUT', { employees }, secret));
  }
  for (const person of people.filter((p) => p.did)) {
    const clientSecret = await sessionOf(person.externalUserId, 'employee');
    const details = { role: person.role ?? 'Software Engineer', industryCategory: 'technology' };
    if (person.did === 'draft')
      await call(
        request,
        '/v1/survey/save-draft',
        json('POST', { draftData: { userFilledDetails: { details } } }, clientSecret),
      );
    else
      await call(
        request,
        '/v1/survey/send-report-to-admin',
        json(
          'POST',
          {
            email: emailOf(person.externalUserId),
            report: [{ step: 1, title: 'Programming' }],
            selectedLevels: { '1': 3 },
            userFilledDetails: { details, ...workedExampleAnswers() },
            draftId: '',
          },
          clientSecret,
        ),
      );
  }
  return { sessionOf };
};

const platform = { id: 't1', name: 'Platform' };
const growth = { id: 't2', name: 'Growth' };

/**
 * Manager m1 (Maya) with five people: Ana (Platform, submitted as "QA Lead"), Ben (Platform,
 * a draft), Cleo (Growth, never evaluated), Dev (Growth, submitted) and, under Ana, Eli (never
 * evaluated). Noor (m2) manages Omar (submitted), who is never in m1's list.
 */
export const ONE_TEAM: TeamPerson[] = [
  { externalUserId: 'm1', name: 'Maya' },
  { externalUserId: 'm2', name: 'Noor' },
  {
    externalUserId: 'e1',
    name: 'Ana',
    managerExternalUserId: 'm1',
    team: platform,
    did: 'submitted',
    role: 'QA Lead',
  },
  { externalUserId: 'e2', name: 'Ben', managerExternalUserId: 'm1', team: platform, did: 'draft' },
  { externalUserId: 'e3', name: 'Cleo', managerExternalUserId: 'm1', team: growth },
  {
    externalUserId: 'e4',
    name: 'Dev',
    managerExternalUserId: 'm1',
    team: growth,
    did: 'submitted',
  },
  { externalUserId: 'e5', name: 'Eli', managerExternalUserId: 'e1', team: platform },
  { externalUserId: 'o1', name: 'Omar', managerExternalUserId: 'm2', did: 'submitted' },
];

/** `count` people under manager m1 in ten teams, the first five of them with a report. */
export const manyPeople = (count: number): TeamPerson[] => [
  { externalUserId: 'm1', name: 'Maya' },
  ...Array.from({ length: count }, (_, i) => ({
    externalUserId: `p${i + 1}`,
    name: `Person ${String(i + 1).padStart(4, '0')}`,
    managerExternalUserId: 'm1',
    team: { id: `t${i % 10}`, name: `Team ${i % 10}` },
    ...(i < 5 ? { did: 'submitted' as const } : {}),
  })),
];
