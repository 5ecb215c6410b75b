// The portal's page: its backend mints the employee's embed session; the element asks for one
// when it needs it (set before the element is defined: the element adopts the property).
const evaluation = document.querySelector('rolescope-evaluation');
evaluation.fetchClientSecret = async () => {
  const res = await fetch('/portal/session', { method: 'POST' });
  if (!res.ok) throw new Error(`The portal could not start a session (${res.status})`);
  return (await res.json()).clientSecret;
};
