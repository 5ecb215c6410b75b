// HR's page: the organisation's insights (heatmap, figures, CSV export, print).
import { showPortalHeader } from './header.js';
import { fetchClientSecret, reportErrors } from './session.js';

const insights = document.querySelector('rolescope-insights');
insights.fetchClientSecret = fetchClientSecret;
reportErrors(insights, document.getElementById('portal-events'));
showPortalHeader();
