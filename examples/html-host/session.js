// What every page of the plain-HTML host shares: the Rolescope session of the person signed in
// to the portal, and their elements' errors in the page's status line (the header: header.js).

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

/** Writes a Rolescope element's `rolescope:error` into the page's status line. */
export const reportErrors = (element, status) => {
  element.addEventListener('rolescope:error', (event) => {
    status.textContent = `Rolescope: ${event.detail?.message ?? 'something went wrong'}`;
  });
};
