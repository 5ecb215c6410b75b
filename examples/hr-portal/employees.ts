import type { IncomingMessage } from 'node:http';

/** What a person may do in the portal: the role its embed session carries to Rolescope. */
export type PortalRole = 'employee' | 'manager' | 'hr';

/** A person as the HR portal knows them (its own directory, not Rolescope's). */
export type Employee = {
  id: string;
  name: string;
  email: string;
  role: PortalRole;
  /** Their manager's portal id (employees). */
  managerId?: string;
  team?: { id: string; name: string };
  department?: string;
};

const platform = { id: 'platform', name: 'Platform' };
const data = { id: 'data', name: 'Data' };

/**
 * The portal's (fake) directory: two teams, each an employee under their manager, and HR.
 * A real portal has its own login and user table.
 */
export const employees: readonly Employee[] = [
  {
    id: 'e-101',
    name: 'Asha Rao',
    email: 'asha.rao@portal.example',
    role: 'employee',
    managerId: 'm-201',
    team: platform,
    department: 'Engineering',
  },
  {
    id: 'e-102',
    name: 'Ben Okafor',
    email: 'ben.okafor@portal.example',
    role: 'employee',
    managerId: 'm-202',
    team: data,
    department: 'Engineering',
  },
  {
    id: 'm-201',
    name: 'Chitra Menon',
    email: 'chitra.menon@portal.example',
    role: 'manager',
    team: platform,
    department: 'Engineering',
  },
  {
    id: 'm-202',
    name: 'Dev Malhotra',
    email: 'dev.malhotra@portal.example',
    role: 'manager',
    team: data,
    department: 'Engineering',
  },
  {
    id: 'h-301',
    name: 'Elena Ruiz',
    email: 'elena.ruiz@portal.example',
    role: 'hr',
    department: 'People',
  },
];

/** The cookie of the portal's fake login: the id of the signed-in person. */
export const EMPLOYEE_COOKIE = 'portal_employee';

const findEmployee = (id: string | undefined) => employees.find((e) => e.id === id);

/** The person signed in to the portal: the cookie's, else the first of the directory. */
export const signedInEmployee = (req: IncomingMessage): Employee => {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  return findEmployee(cookies[EMPLOYEE_COOKIE]) ?? (employees[0] as Employee);
};

/** `?employee=m-201` on a page "signs in" that person (the fake portal login). */
export const employeeFromQuery = (url: URL): Employee | undefined =>
  findEmployee(url.searchParams.get('employee') ?? undefined);

/** What the portal's pages learn about the signed-in person (`GET /portal/me`). */
export const publicProfile = ({ id, name, email, role, team }: Employee) => ({
  id,
  name,
  email,
  role,
  ...(team && { team: team.name }),
});
