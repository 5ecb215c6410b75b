// The portal's header on every page of the plain-HTML host, built here rather than written into
// each page (the pages allow no inline script): the portal's name, the menu of the signed-in
// person's role and who they are.

/** The pages of each role in this host. */
const MENU = {
  employee: [
    ['/html/', 'Evaluation'],
    ['/html/reports.html', 'My reports'],
  ],
  manager: [['/html/manager.html', 'Team']],
  hr: [['/html/hr.html', 'Insights']],
};

/** The header's frame: the portal's name, its menu and who is signed in (filled below). */
const renderHeader = () => {
  const header = document.createElement('header');
  header.className = 'portal-header';
  const home = document.createElement('a');
  home.href = '/';
  home.textContent = 'Acme HR portal';
  const nav = document.createElement('nav');
  nav.className = 'portal-nav';
  nav.setAttribute('aria-label', 'Portal');
  const employee = document.createElement('span');
  header.append(home, nav, employee);
  document.body.prepend(header);
  return { nav, employee };
};

/** Puts the header at the top of the page: "Signed in as …" and the menu of the person's role. */
export const showPortalHeader = () => {
  const { nav, employee } = renderHeader();
  return fetch('/portal/me')
    .then((res) => res.json())
    .then((person) => {
      employee.textContent = `Signed in as ${person.name} (${person.id})`;
      for (const [href, label] of MENU[person.role] ?? []) {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = label;
        if (href === location.pathname) link.setAttribute('aria-current', 'page');
        nav.append(link);
      }
    })
    .catch(() => undefined);
};
