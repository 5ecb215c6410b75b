/**
 * Writes `--rs-*` overrides onto an element through the CSSOM (`style.setProperty`), which a
 * strict Content-Security-Policy allows (unlike a `style` attribute in the markup), and returns
 * a function that removes them again.
 */
export const applyThemeVars = (
  element: HTMLElement,
  vars: Readonly<Record<string, string>>,
): (() => void) => {
  const names = Object.keys(vars).filter((name) => name.startsWith('--rs-'));
  for (const name of names) element.style.setProperty(name, vars[name] ?? '');
  return () => {
    for (const name of names) element.style.removeProperty(name);
  };
};
