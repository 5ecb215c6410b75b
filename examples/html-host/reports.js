// The employee's reports: View opens a report, with their manager's review once submitted.
import { showPortalHeader } from './header.js';
import { fetchClientSecret, reportErrors } from './session.js';

const reports = document.querySelector('rolescope-reports');
reports.fetchClientSecret = fetchClientSecret;
reports.addEventListener('rolescope:navigate', (event) => {
  // Back, Start Evaluation and Complete Assessment: the evaluation is the portal's other page.
  if (event.detail?.path === '/competency-evaluation') location.assign('/html/');
});
reportErrors(reports, document.getElementById('portal-events'));
showPortalHeader();
