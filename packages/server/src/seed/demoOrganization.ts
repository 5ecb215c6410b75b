import type { Catalog } from '../catalog/buildCatalog';
import { randomId } from '../crypto/random';
import type { Clock } from '../deps';
import { systemClock } from '../deps';
import { type DirectoryEntryInput, NO_PASSWORD, type Store } from '../store/types';
import { type DemoRole, demoReport, prng } from './demoReports';

/** A fixed id, so every start finds the organisation it seeded before. */
export const DEMO_ORGANIZATION_ID = 'demo-organization-acme';
export const DEMO_ORGANIZATION_NAME = 'Acme Demo';
const DOMAIN = 'acme-demo.example';
const DAY_MS = 86_400_000;

type DemoTeam = {
  team: { id: string; name: string };
  department: string;
  manager: string;
  /**
   * Job families and functions of the evaluation: the families name those of the full
   * catalog (`technology`) and of the fixture catalog (tests), each catalog taking its own.
   */
  role: DemoRole;
  functions: readonly string[];
  people: readonly string[];
};

const COMPANY = DEMO_ORGANIZATION_NAME;
const TEAMS: readonly DemoTeam[] = [
  {
    team: { id: 'platform', name: 'Platform' },
    department: 'Engineering',
    manager: 'Maya Okafor',
    role: ['Backend Engineer', 'technology', ['technology', 'software-engineering'], COMPANY],
    functions: [
      'software-engineering',
      'quality-engineering-and-testing',
      'backend-development',
      'frontend-development',
    ],
    people: [
      'Liam Chen',
      'Sofia Rossi',
      'Noah Patel',
      'Emma Larsen',
      'Lucas Silva',
      'Ava Novak',
      'Ethan Brooks',
      'Mia Tanaka',
    ],
  },
  {
    team: { id: 'data', name: 'Data' },
    department: 'Engineering',
    manager: 'Daniel Weber',
    role: ['Data Scientist', 'technology', ['technology', 'data-and-analytics'], COMPANY],
    functions: [
      'data-science-and-machine-learning',
      'digital-and-data-management',
      'data-science',
      'data-engineering',
    ],
    people: [
      'Olivia Martin',
      'James Kim',
      'Isabella Costa',
      'Benjamin Adeyemi',
      'Chloe Dubois',
      'Henry Walsh',
      'Zoe Fischer',
    ],
  },
  {
    team: { id: 'operations', name: 'Operations' },
    department: 'IT Services',
    manager: 'Priya Raman',
    role: ['Cloud Operations Engineer', 'technology', ['technology', 'it-operations'], COMPANY],
    functions: [
      'cloud-and-devops',
      'it-infrastructure-and-security',
      'cloud-operations',
      'service-management',
    ],
    people: [
      'Jack Murphy',
      'Grace Lee',
      'Samuel Ortiz',
      'Hannah Schmidt',
      'Leo Moreau',
      'Amelia Hughes',
      'Ryan Costa',
    ],
  },
];
const HR = 'Clara Jensen';

/** 'Maya Okafor' -> 'maya.okafor', the employee's id in the (imaginary) portal. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

/** Every row of the directory: hr, then each team's manager and people. */
export const demoDirectory = (): DirectoryEntryInput[] => [
  { externalUserId: slug(HR), name: HR, role: 'hr', department: 'People' },
  ...TEAMS.flatMap(({ team, department, manager, people }) => [
    { externalUserId: slug(manager), name: manager, role: 'manager' as const, team, department },
    ...people.map((name) => ({
      externalUserId: slug(name),
      name,
      role: 'employee' as const,
      managerExternalUserId: slug(manager),
      team,
      department,
    })),
  ]),
];

/**
 * When each employee submitted: most in the last 45 days (always inside the insights'
 * default period, the current month and the two before) and many between 95 and 145 days
 * back (always inside the period before it), so both periods have figures.
 */
const submissionTimes = (rand: () => number, now: Date): Date[] => {
  const back = (minDays: number, spanDays: number) =>
    new Date(now.getTime() - (minDays + Math.floor(rand() * spanDays)) * DAY_MS - 3_600_000);
  const times: Date[] = [];
  if (rand() < 0.7) times.push(back(95, 50));
  if (rand() < 0.85) times.push(back(1, 44));
  return times.sort((a, b) => a.getTime() - b.getTime());
};

export type SeedDemoOrganizationOptions = { clock?: Clock; catalog?: Catalog };

/**
 * Creates the organisation "Acme Demo" with its directory (hr, a manager per team, the
 * teams' employees), their accounts, and submitted competency reports over the insights'
 * current and previous periods, scored by the engine and written through the store (so the
 * SQL rollups fill). Deterministic. Adds nothing when the organisation exists, nor when its
 * first employee's account does (an administrator deleted the organisation: it stays deleted).
 * Answers whether it created the organisation.
 */
export const seedDemoOrganization = async (
  store: Store,
  options: SeedDemoOrganizationOptions = {},
): Promise<boolean> => {
  const clock = options.clock ?? systemClock;
  const directory = demoDirectory();
  const first = directory[0] as DirectoryEntryInput;
  if (await store.findOrganizationById(DEMO_ORGANIZATION_ID)) return false;
  if (await store.findUserByEmail(`${first.externalUserId}@${DOMAIN}`)) return false;
  const now = clock.now();
  await store.createOrganization({
    id: DEMO_ORGANIZATION_ID,
    name: DEMO_ORGANIZATION_NAME,
    industryCategory: 'technology',
    status: 'active',
    createdAt: new Date(now.getTime() - 200 * DAY_MS),
  });
  await store.upsertDirectoryEntries(DEMO_ORGANIZATION_ID, directory, now);
  const rand = prng(20260301);
  let variant = 0;
  for (const entry of directory) {
    const email = `${entry.externalUserId}@${DOMAIN}`;
    const user = await store.createUser({
      id: randomId(),
      email,
      passwordHash: NO_PASSWORD,
      mobile: '',
      designation: '',
      level: '',
      functionDepartment: entry.department ?? '',
      name: entry.name ?? '',
      role: 'user',
      organizationId: DEMO_ORGANIZATION_ID,
      externalUserId: entry.externalUserId,
      createdAt: new Date(now.getTime() - 180 * DAY_MS),
    });
    const team = TEAMS.find((t) => t.team.id === entry.team?.id);
    if (!team || entry.role !== 'employee') continue;
    for (const at of submissionTimes(rand, now)) {
      const r = demoReport(rand, options.catalog, team.role, at, false, variant++, team.functions);
      await store.submitReport({
        ownerId: user.id,
        email,
        report: r.report,
        selectedLevels: r.selectedLevels,
        userFilledDetails: r.userFilledDetails,
        scoreDetails: r.scoreDetails,
        draftId: null,
        newId: randomId(),
        now: at,
      });
    }
  }
  return true;
};
