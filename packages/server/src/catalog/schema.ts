import * as z from 'zod';

/**
 * The catalog's data files (see docs/catalog.md). A catalog folder holds:
 *   industries.json              one entry per industry category id of core's option set
 *   job-families/*.json          job families/processes, each listing its functions
 *   functions/*.json             functions, each listing its competencies
 *   domain-job-families/*.json   domain job families, each listing domain functions
 *   domain-functions/*.json      domain functions, each listing competencies
 *   competencies/*.json          competencies with their proficiency levels
 * Every folder's files are merged; ids are kebab-case slugs, unique within their kind.
 */
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case slugs');

const text = z.string().trim().min(1);

/**
 * An optional external reference: an NSQF level (`NSQF 4`), a National Occupational Standard or
 * qualification-pack code as its sector skill council publishes it, or the organisation's own
 * code. Carried as given; the catalog does not interpret it.
 */
const reference = z.string().trim().min(1).max(80);

export const careerCategories = ['low', 'medium', 'high'] as const;

const catalogLevelSchema = z.strictObject({
  level: z.number().int().min(1).max(5),
  description: text,
  abilities: z.array(text).min(3).max(5),
  reference: reference.optional(),
});
export type CatalogLevel = z.infer<typeof catalogLevelSchema>;

const catalogCompetencySchema = z.strictObject({
  id: slugSchema,
  name: text,
  description: text,
  careerCategories: z.array(z.enum(careerCategories)).min(1),
  reference: reference.optional(),
  /** Only the defined levels (at least 3), each level at most once. */
  levels: z
    .array(catalogLevelSchema)
    .min(3)
    .max(5)
    .refine((ls) => new Set(ls.map((l) => l.level)).size === ls.length, 'a level appears twice'),
});
export type CatalogCompetency = z.infer<typeof catalogCompetencySchema>;

export const catalogFunctionFileSchema = z.array(
  z.strictObject({ id: slugSchema, name: text, competencies: z.array(slugSchema).min(1) }),
);
export type CatalogFunctionEntry = z.infer<typeof catalogFunctionFileSchema>[number];

export const catalogJobFamilyFileSchema = z.array(
  z.strictObject({ id: slugSchema, name: text, functions: z.array(slugSchema).min(1) }),
);
export type CatalogJobFamilyEntry = z.infer<typeof catalogJobFamilyFileSchema>[number];

export const catalogIndustriesFileSchema = z.array(
  z.strictObject({
    id: slugSchema,
    jobFamilies: z.array(slugSchema).min(1),
    /** May be empty in an imported framework; the built-in catalog's audit requires domain coverage. */
    domainJobFamilies: z.array(slugSchema),
  }),
);
export type CatalogIndustryEntry = z.infer<typeof catalogIndustriesFileSchema>[number];

export const catalogCompetencyFileSchema = z.array(catalogCompetencySchema);
