export interface ValidationIssue<Field extends string = string> {
  field: Field;
  message: string;
}

/**
 * What every validator returns: `errors` holds the first message per field,
 * `issues` every failing check in order (fields in declaration order).
 */
export interface ValidationResult<Field extends string = string> {
  valid: boolean;
  errors: Partial<Record<Field, string>>;
  issues: ValidationIssue<Field>[];
}

/** A rule: the value must match the pattern, else the message applies. */
export type Rule = readonly [pattern: RegExp, message: string];

/** Messages of the rules the value breaks, in rule order. */
export const failing = (value: string, rules: readonly Rule[]): string[] =>
  rules.filter(([pattern]) => !pattern.test(value)).map(([, message]) => message);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for an address-like e-mail (`local@domain.tld`, no spaces). */
const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Required, then well-formed. */
export const emailMessages = (
  value: string | undefined,
  m: { emailRequired: string; emailInvalid: string },
): string[] => {
  const v = (value ?? '').trim();
  if (!v) return [m.emailRequired];
  return isEmail(v) ? [] : [m.emailInvalid];
};

/** Required (after trimming), else no message. */
export const requiredMessages = (value: string | undefined, message: string): string[] =>
  (value ?? '').trim() ? [] : [message];
