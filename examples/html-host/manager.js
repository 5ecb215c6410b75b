// A manager's page: their people in <rolescope-team>; Review (its `rolescope:review` event)
// opens <rolescope-review report-id> for that report, with `?review=<id>` in the URL so that
// Back returns to the list.
import { showPortalHeader } from './header.js';
import { fetchClientSecret, reportErrors } from './session.js';

const team = document.querySelector('rolescope-team');
// The sections, not the elements, are hidden: an element's own styles keep it displayed.
const teamSection = document.getElementById('portal-team');
const reviewSection = document.getElementById('portal-review');
const back = document.getElementById('portal-back');
const events = document.getElementById('portal-events');
let review;

team.fetchClientSecret = fetchClientSecret;
reportErrors(team, events);

/** Shows the review of `reportId`, or the list when it is null. */
const show = (reportId) => {
  events.textContent = '';
  if (!reportId) {
    reviewSection.hidden = true;
    teamSection.hidden = false;
    return;
  }
  if (!review) {
    review = document.createElement('rolescope-review');
    review.setAttribute('api-base', '/api');
    review.fetchClientSecret = fetchClientSecret;
    review.addEventListener('rolescope:review-submitted', () => {
      events.textContent = 'Your review was sent: the employee now sees it.';
    });
    reportErrors(review, events);
    reviewSection.append(review);
  }
  review.setAttribute('report-id', reportId);
  teamSection.hidden = true;
  reviewSection.hidden = false;
};

team.addEventListener('rolescope:review', (event) => {
  const { reportId } = event.detail;
  history.pushState(null, '', `?review=${encodeURIComponent(reportId)}`);
  show(reportId);
});
back.addEventListener('click', () => {
  history.pushState(null, '', location.pathname);
  show(null);
});
window.addEventListener('popstate', () => show(new URLSearchParams(location.search).get('review')));

show(new URLSearchParams(location.search).get('review'));
showPortalHeader();
