// The HR portal's own script for the plain-HTML host. No framework, no inline script (the
// page is served with `script-src 'self'; style-src 'self'`).

const evaluation = document.querySelector('rolescope-evaluation');
const events = document.getElementById('portal-events');

/**
 * Asks the portal's backend for a Rolescope client secret of the signed-in employee (the
 * organisation key never reaches the browser). The element calls it when it needs a session
 * and again when Rolescope answers 401.
 */
evaluation.fetchClientSecret = async () => {
  const res = await fetch('/portal/rolescope-session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`The portal could not start a Rolescope session (${res.status})`);
  const { clientSecret } = await res.json();
  return clientSecret;
};

evaluation.addEventListener('rolescope:submitted', () => {
  events.textContent = 'Thank you: your evaluation was submitted to HR.';
});
evaluation.addEventListener('rolescope:error', (event) => {
  events.textContent = `Rolescope: ${event.detail?.message ?? 'something went wrong'}`;
});

fetch('/portal/me')
  .then((res) => res.json())
  .then((employee) => {
    document.getElementById('portal-employee').textContent =
      `Signed in as ${employee.name} (${employee.id})`;
  })
  .catch(() => undefined);
