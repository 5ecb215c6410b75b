import type { Employee } from './employees';
import type { PortalSettings } from './settings';

/** A failed call to Rolescope: its status and message (never the key). */
export class RolescopeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A Rolescope call with the organisation key, server to server. */
const call = async (settings: PortalSettings, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${settings.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${settings.secretKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new RolescopeError(res.status, json.message ?? res.statusText);
  return json;
};

/** A person's row of Rolescope's directory: role, manager, team and department. */
const directoryRow = (employee: Employee) => ({
  name: employee.name,
  role: employee.role,
  managerExternalUserId: employee.managerId ?? null,
  team: employee.team ?? null,
  department: employee.department ?? null,
});

/**
 * PUT /v1/embed/directory: the portal's whole directory, so that a manager sees their people
 * and HR the organisation before any of them has opened Rolescope (no account is created).
 */
export const syncDirectory = async (settings: PortalSettings, people: readonly Employee[]) => {
  await call(settings, 'PUT', '/v1/embed/directory', {
    employees: people.map((e) => ({ externalUserId: e.id, ...directoryRow(e) })),
  });
};

/**
 * POST /v1/embed/sessions: a client secret (at most 15 minutes) for this person, with the
 * role the portal gives them (employee, manager or hr) and their manager and team.
 * Rolescope creates the user on first use and maps the same `externalUserId` to the same
 * user every time.
 */
export const mintClientSecret = async (
  settings: PortalSettings,
  employee: Employee,
): Promise<string> => {
  const json = (await call(settings, 'POST', '/v1/embed/sessions', {
    externalUserId: employee.id,
    email: employee.email,
    ...directoryRow(employee),
  })) as { data: { clientSecret: string; expiresAt: string } };
  return json.data.clientSecret;
};

/** A submitted report as the portal lists it. */
export type PortalReport = {
  id: string;
  externalUserId: string;
  email: string;
  reportType: string;
  createdAt: string;
};

/**
 * GET /v1/embed/reports: summaries of the organisation's submitted reports, newest first (no
 * bodies; `GET /v1/embed/reports/:id` reads one whole).
 */
export const listReports = async (settings: PortalSettings, page = 1, limit = 20) => {
  const json = (await call(settings, 'GET', `/v1/embed/reports?page=${page}&limit=${limit}`)) as {
    data: (PortalReport & { _id: string })[];
    pagination: unknown;
  };
  return {
    reports: json.data.map(
      (r): PortalReport => ({
        id: r._id,
        externalUserId: r.externalUserId,
        email: r.email,
        reportType: r.reportType,
        createdAt: r.createdAt,
      }),
    ),
    pagination: json.pagination,
  };
};
