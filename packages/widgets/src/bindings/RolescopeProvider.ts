import { RolescopeProvider as RolescopeProviderBase } from '../provider';
import { providerAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's RolescopeProvider: registers its default texts when it first renders. */
export const RolescopeProvider = /* @__PURE__ */ withStrings(RolescopeProviderBase, providerAreas);
