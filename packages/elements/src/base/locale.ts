import type { Localization } from '@rolescope/widgets';
import type { RolescopeLocalization } from '../types';

/**
 * The widgets' text overrides of a `locale` attribute and a `localization` property. The
 * widgets ship English only: `en` (and, for now, any other value) uses it, with the
 * `localization` overrides on top (its `elements` section is the elements' own texts).
 */
export const localizationFor = (
  _locale: string,
  overrides: RolescopeLocalization | undefined,
): Localization | undefined => {
  if (!overrides) return undefined;
  const { elements: own, ...widgets } = overrides;
  // The flow's texts were the elements' own before the widgets had `EvaluationFlow`.
  if (!own) return widgets as Localization;
  return { ...widgets, evaluationFlow: { ...own, ...widgets.evaluationFlow } } as Localization;
};
