// @rolescope/elements: importing this module (or loading dist/rolescope-elements.js with
// <script type="module">) defines <rolescope-evaluation>, <rolescope-reports>,
// <rolescope-auth>, <rolescope-insights>, <rolescope-team> and <rolescope-review>. The types describe the elements' properties and events.
import { defineRolescopeElements } from './define';

defineRolescopeElements();

export type * from './types';
export { defineRolescopeElements };
