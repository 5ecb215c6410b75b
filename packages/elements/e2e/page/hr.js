// The portal's HR page: `?as=manager` or `?as=hr` (the portal's own sign-in decides the role);
// each element asks the portal's backend for a session of that person.
const as = new URLSearchParams(location.search).get('as') ?? 'manager';
for (const element of document.querySelectorAll('rolescope-team, rolescope-insights')) {
  element.fetchClientSecret = async () => {
    const res = await fetch(`/portal/session?as=${as}`, { method: 'POST' });
    if (!res.ok) throw new Error(`The portal could not start a session (${res.status})`);
    return (await res.json()).clientSecret;
  };
}
