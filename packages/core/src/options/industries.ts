/**
 * The 25 built-in industry categories and their complexity, as the scoring rules list them.
 * Ids are the kebab-case of the name.
 */
import type { IndustryComplexity } from '../contract';
import { toKebabId } from './kebab';

export type IndustryCategoryOption = {
  readonly id: string;
  readonly name: string;
  readonly complexity: IndustryComplexity;
};

const byComplexity: Record<IndustryComplexity, string> = {
  high: 'Professional Services|Healthcare|Media and Communications|Engineering and Manufacturing|Design|Electronics|Technology|Pharma',
  moderate:
    'Airline|Construction|BFSI|Chemicals|Social Services|Food and Agriculture|Hospitality|Trading|Supplychain|Shipping|Power|Transport',
  basic: 'Retail|Education|Real Estate|Textiles and Apparel|Government and Public Sector',
};

export const industryCategories: readonly IndustryCategoryOption[] = (
  Object.entries(byComplexity) as [IndustryComplexity, string][]
).flatMap(([complexity, names]) =>
  names.split('|').map((name) => ({ id: toKebabId(name), name, complexity })),
);
