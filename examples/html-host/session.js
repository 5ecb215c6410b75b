// What every page of the plain-HTML host shares: the Rolescope session of the person signed in
// to the portal, and the portal's header (who it is, and the pages of their role).

/**
 * Asks the portal's backend for a Rolescope client secret of the signed-in person, with the
 * role the portal gives them (the organisation key never reaches the browser). An element
 * calls it when it needs a session and again when Rolescope answers 401.
 */
export const fetchClientSecret = async () => {
  const res = await fetch('/portal/rolescope-session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`The portal could not start a Rolescope session (${res.status})`);
  const { clientSecret } = await res.json();
  return clientSecret;
};

/** The pages of each role in this host. */
const MENU = {
  employee: [
    ['/html/', 'Evaluation'],
    ['/html/reports.html', 'My reports'],
  ],
  manager: [['/html/manager.html', 'Team']],
  hr: [['/html/hr.html', 'Insights']],
};

/** Fills the header: "Signed in as …" and the menu of the person's role. */
export const showSignedIn = () =>
  fetch('/portal/me')
    .then((res) => res.json())
    .then((person) => {
      document.getElementById('portal-employee').textContent =
        `Signed in as ${person.name} (${person.id})`;
      const nav = document.getElementById('portal-nav');
      for (const [href, label] of MENU[person.role] ?? []) {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = label;
        if (href === location.pathname) link.setAttribute('aria-current', 'page');
        nav.append(link);
      }
    })
    .catch(() => undefined);

/** Writes a Rolescope element's `rolescope:error` into the page's status line. */
export const reportErrors = (element, status) => {
  element.addEventListener('rolescope:error', (event) => {
    status.textContent = `Rolescope: ${event.detail?.message ?? 'something went wrong'}`;
  });
};
