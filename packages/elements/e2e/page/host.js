// The host's own script: records every Rolescope event and CSP violation for the test.
window.rolescopeEvents = [];
window.cspViolations = [];
for (const type of [
  'rolescope:submitted',
  'rolescope:signed-in',
  'rolescope:signed-out',
  'rolescope:error',
  'rolescope:navigate',
  'rolescope:filters-change',
  'rolescope:review',
  'rolescope:review-submitted',
]) {
  document.addEventListener(type, (event) => {
    window.rolescopeEvents.push({ type, detail: event.detail, target: event.target.localName });
  });
}
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
