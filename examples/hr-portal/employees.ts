import type { IncomingMessage } from 'node:http';

/** An employee as the HR portal knows them (its own directory, not Rolescope's). */
export type Employee = { id: string; name: string; email: string };

/** The portal's (fake) directory. A real portal has its own login and user table. */
export const employees: readonly Employee[] = [
  { id: 'e-101', name: 'Asha Rao', email: 'asha.rao@portal.example' },
  { id: 'e-102', name: 'Ben Okafor', email: 'ben.okafor@portal.example' },
];

/** The cookie of the portal's fake login: the id of the signed-in employee. */
export const EMPLOYEE_COOKIE = 'portal_employee';

const findEmployee = (id: string | undefined) => employees.find((e) => e.id === id);

/** The employee signed in to the portal: the cookie's, else the first of the directory. */
export const signedInEmployee = (req: IncomingMessage): Employee => {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  return findEmployee(cookies[EMPLOYEE_COOKIE]) ?? (employees[0] as Employee);
};

/** `?employee=e-102` on a page "signs in" that employee (the fake portal login). */
export const employeeFromQuery = (url: URL): Employee | undefined =>
  findEmployee(url.searchParams.get('employee') ?? undefined);
