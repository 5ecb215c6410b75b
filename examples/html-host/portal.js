// The HR portal's own script for the plain-HTML host's evaluation page. No framework, no
// inline script (the page is served with `script-src 'self'; style-src 'self'`).
import { showPortalHeader } from './header.js';
import { fetchClientSecret, reportErrors } from './session.js';

const evaluation = document.querySelector('rolescope-evaluation');
const events = document.getElementById('portal-events');

evaluation.fetchClientSecret = fetchClientSecret;
evaluation.addEventListener('rolescope:submitted', () => {
  events.textContent = 'Thank you: your evaluation was submitted to HR.';
});
reportErrors(evaluation, events);
showPortalHeader();
