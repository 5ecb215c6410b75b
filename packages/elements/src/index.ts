// @rolescope/elements: importing this module (or loading dist/rolescope-elements.js with
// <script type="module">) defines <rolescope-evaluation>, <rolescope-reports> and
// <rolescope-auth>. The types describe the elements' properties and events.
import { defineRolescopeElements } from './define';

defineRolescopeElements();

export type * from './types';
export { defineRolescopeElements };
