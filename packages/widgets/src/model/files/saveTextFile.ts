/**
 * Saves `text` as a file named `name`: a Blob, an object URL and a temporary `<a download>`
 * clicked and removed at once (no inline script or style, so it works under a strict CSP).
 */
export const saveTextFile = (
  name: string,
  text: string,
  type: string,
  doc: Document = document,
): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
