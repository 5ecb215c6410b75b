// Plain JavaScript (with types beside it in versionedIdentifiers.d.mts) so that tsup.config.ts,
// scripts/size.mjs and the tests can all import it: Node 20 runs no TypeScript.

/**
 * The prefix of every class name, keyframes and variable name vanilla-extract generates for a
 * package version: `rs` and the version with anything but letters and digits as `_`
 * (`0.1.0` gives `rs0_1_0_`, `1.2.0-beta.1` gives `rs1_2_0_beta_1_`).
 * @param {string} version
 * @returns {string}
 */
export const classPrefix = (version) => `rs${version.replace(/[^a-zA-Z0-9]/g, '_')}_`;

/**
 * vanilla-extract's `identifiers` option (esbuild and Vite plugins) that puts the package version
 * in front of the short hash (`rs0_1_0_1x2y3z0`), so two versions of the widgets on one page
 * never share a class name. The result is a valid CSS identifier: it starts with a letter.
 * @param {string} version
 * @returns {(params: { hash: string }) => string}
 */
export const versionedIdentifiers = (version) => {
  const prefix = classPrefix(version);
  return ({ hash }) => `${prefix}${hash}`;
};
