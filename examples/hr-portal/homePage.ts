import { type Employee, employees, type PortalRole } from './employees';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Link = { href: string; text: string };

/** Each role's pages, in both hosts. */
const PAGES: Record<PortalRole, { title: string; links: Link[] }> = {
  employee: {
    title: 'Your role evaluation',
    links: [
      { href: '/react/', text: 'Evaluation in the React host (RolescopeProvider)' },
      { href: '/html/', text: 'Evaluation in the plain HTML host (<rolescope-evaluation>)' },
      { href: '/react/reports', text: 'Your reports and your manager’s review (React host)' },
      { href: '/html/reports.html', text: 'Your reports and your manager’s review (HTML host)' },
    ],
  },
  manager: {
    title: 'Your team',
    links: [
      { href: '/react/team', text: 'Your people and their reviews (React host)' },
      { href: '/html/manager.html', text: 'Your people and their reviews (HTML host)' },
    ],
  },
  hr: {
    title: 'The organisation',
    links: [
      { href: '/react/insights', text: 'Insights (React host)' },
      { href: '/html/hr.html', text: 'Insights (HTML host)' },
      { href: '/portal/reports', text: 'Submitted reports of the organisation (JSON)' },
    ],
  },
};

const ROLE_NAMES: Record<PortalRole, string> = {
  employee: 'employee',
  manager: 'manager',
  hr: 'HR',
};

/** The portal's home page: who is signed in, and the pages of their role in both hosts. */
export const homePage = (employee: Employee) => {
  const pages = PAGES[employee.role];
  const list = pages.links
    .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`)
    .join('\n');
  const people = employees
    .map(
      (e) =>
        `<a href="/?employee=${escapeHtml(e.id)}">${escapeHtml(e.name)} (${ROLE_NAMES[e.role]})</a>`,
    )
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme HR portal</title>
<link rel="stylesheet" href="/html/portal.css">
</head>
<body>
<header class="portal-header"><strong>Acme HR portal</strong>
<span>Signed in as ${escapeHtml(employee.name)} (${escapeHtml(employee.id)})</span></header>
<main class="portal-main">
<h1>${escapeHtml(pages.title)}</h1>
<ul>
${list}
</ul>
<p>Switch person: ${people}</p>
</main>
</body>
</html>`;
};
