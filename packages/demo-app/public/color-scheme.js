// Runs before the first paint (a blocking script in <head>; the server's CSP allows only
// same-origin scripts, so it is a file rather than inline): marks <html> with the remembered
// colour-scheme preference so that app.css paints the page in the right scheme at once.
// The key and values are those of src/colorScheme.ts.
(() => {
  let preference = 'system';
  try {
    const stored = window.localStorage.getItem('rolescope:color-scheme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // Storage blocked: follow the system.
  }
  document.documentElement.setAttribute('data-color-scheme', preference);
})();
