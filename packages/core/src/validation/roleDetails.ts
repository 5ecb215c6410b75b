import { messages } from './messages';
import { parseMoneyInput } from './money';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

/** Step 1 (Role Details) answers that must be non-empty (the specification's validation rules). */
export const roleDetailsRequiredFields = [
  'role',
  'industryCategory',
  'currentIndustry',
  'openPositions',
  'currentCompany',
  'currentFunction',
  'process',
  'degree',
  'experience',
  'tier1',
  'tier1-ctc',
  'tier1-recruitedinterns',
  'tier2',
  'tier2-ctc',
  'tier2-recruitedinterns',
  'tier3',
  'tier3-ctc',
  'tier3-recruitedinterns',
  'description',
] as const;
export type RoleDetailsField = (typeof roleDetailsRequiredFields)[number];

/** The three institute tiers of step 1. */
export type TierKey = 'tier1' | 'tier2' | 'tier3';

/**
 * Step 1, Role Details, as its form holds it, with the specification's field names
 * (`{tier}-benifits` is spelt so): the type of `roleDetailsFormSchema`. Lists are arrays of
 * option ids; money fields are whole rupees; percentages 0 to 100. The contract's
 * `roleDetailsSchema` reads the same part from a body or a stored report.
 */
export type RoleDetailsValues = {
  role?: string;
  industryCategory?: string;
  currentIndustry?: string;
  currentCompany?: string;
  process?: string[];
  currentFunction?: string[];
  openPositions?: number;
  degree?: string[];
  experience?: string;
  tier1?: string[];
  tier2?: string[];
  tier3?: string[];
  description?: string;
  draftId?: string;
  /** The competency profile's choices, kept with the role details as the specification does. */
  competency?: string[];
  domainProcess?: string[];
  domainFunction?: string[];
  domainCompetency?: string[];
  technicalCompetence?: string;
} & {
  [K in `${TierKey}-${'ctc' | 'ESOP' | 'benifits' | 'variable' | 'recruitedinterns'}`]?: number;
};

/** What the step-1 checks take: the form's values, or a part as stored (its fields untyped). */
type RoleDetailsInput = RoleDetailsValues | Readonly<Record<string, unknown>>;

export const ROLE_OBJECTIVE_MAX_LENGTH = 250;
const PROCESS_MAX = 3;
const FUNCTION_MIN = 3;
const FUNCTION_MAX = 6;

const m = messages.roleDetails;

/** True for undefined, null, blank text, an empty list or NaN. */
export const isEmptyAnswer = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && !v.trim()) ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'number' && Number.isNaN(v));

const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const money = (v: unknown): number =>
  (typeof v === 'number' ? v : typeof v === 'string' ? parseMoneyInput(v) : undefined) ?? 0;
const num = (v: unknown): number => (typeof v === 'string' ? Number(v.trim()) : Number(v));
const outOfRange = (v: unknown, min: number, max = Infinity): boolean => {
  if (isEmptyAnswer(v)) return false;
  const n = num(v);
  return !(Number.isFinite(n) && n >= min && n <= max);
};

const interns = (v: unknown) => (outOfRange(v, 0, 100) ? [m.recruitedInterns] : []);
const ctc = (values: Partial<RoleDetailsValues>, t: 1 | 2 | 3) => money(values[`tier${t}-ctc`]);
/** Tier `t` CTC not above tier `t + 1` while both are above 0. */
const unordered = (values: Partial<RoleDetailsValues>, t: 1 | 2) => {
  const upper = ctc(values, t);
  const lower = ctc(values, (t + 1) as 2 | 3);
  return upper > 0 && lower > 0 && !(upper > lower);
};

/**
 * Step 1 rules. Empty answers give no error here (they only keep the step incomplete):
 * job family/process at most 3; function 3 to 6 once something is chosen; Tier 1 CTC
 * above Tier 2 and Tier 2 above Tier 3 when both are above 0 (both fields get a message);
 * recruited interns 0 to 100; role objective at most 250 characters; open positions from 0.
 */
export const roleDetailsFormSchema = formSchema<RoleDetailsValues>({
  process: (v) => (count(v) > PROCESS_MAX ? [m.process] : []),
  currentFunction: (v) => {
    const n = count(v);
    return n > 0 && (n < FUNCTION_MIN || n > FUNCTION_MAX) ? [m.function] : [];
  },
  'tier1-ctc': (_, all) => (unordered(all, 1) ? [m.tier1CtcGreater] : []),
  'tier2-ctc': (_, all) => [
    ...(unordered(all, 1) ? [m.tier2CtcLess] : []),
    ...(unordered(all, 2) ? [m.tier2CtcGreater] : []),
  ],
  'tier3-ctc': (_, all) => (unordered(all, 2) ? [m.tier3CtcLess] : []),
  'tier1-recruitedinterns': interns,
  'tier2-recruitedinterns': interns,
  'tier3-recruitedinterns': interns,
  description: (v) =>
    typeof v === 'string' && v.length > ROLE_OBJECTIVE_MAX_LENGTH ? [m.descriptionTooLong] : [],
  openPositions: (v) => (outOfRange(v, 0) ? [m.openPositions] : []),
});

/** Step 1 rules (see `roleDetailsFormSchema`), every message per field in order. */
export const validateRoleDetails = (values: RoleDetailsInput): ValidationResult<RoleDetailsField> =>
  resultOf(roleDetailsFormSchema, values);

/** The required step-1 fields that are still empty, in list order. */
export const missingRoleDetails = (values: RoleDetailsInput): RoleDetailsField[] =>
  roleDetailsRequiredFields.filter((f) => isEmptyAnswer(values[f]));

/** Step 1 is complete when every required answer is non-empty and no rule fails. */
export const isRoleDetailsComplete = (values: RoleDetailsInput): boolean =>
  missingRoleDetails(values).length === 0 && validateRoleDetails(values).valid;
