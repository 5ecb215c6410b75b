// The portal's own script: it shows what the elements tell it (no inline script: the page's
// CSP allows scripts from its origin only).
const status = document.getElementById('portal-events');

document.addEventListener('rolescope:signed-in', (event) => {
  status.textContent = `Signed in as ${event.detail.user.email}`;
});
document.addEventListener('rolescope:submitted', (event) => {
  const { reportId, score } = event.detail;
  status.textContent = `The portal received report ${reportId} (${score?.category})`;
});
