/**
 * Every validation message and success hint of the specification, spelt exactly as
 * written in its validation rules. The widgets and
 * the server reuse these strings; `{n}` placeholders are filled with `fillMessage`.
 */
export const messages = {
  signIn: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    passwordRequired: 'Password is required',
    passwordMinLength: 'Password must be at least 8 characters',
    passwordLowercase: 'Password must contain at least one lowercase letter',
    passwordUppercase: 'Password must contain at least one uppercase letter',
    passwordNumber: 'Password must contain at least one number',
    passwordSpecial: 'Password must contain at least one special character',
  },
  signUp: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordMinLength: 'Password must be at least 8 characters long',
    passwordUppercase: 'Password must contain at least one uppercase letter (A-Z)',
    passwordLowercase: 'Password must contain at least one lowercase letter (a-z)',
    passwordNumber: 'Password must contain at least one number (0-9)',
    passwordSpecial: 'Password must contain at least one special character (!@#$%^&*)',
    mobileRequired: 'Mobile number is required',
    mobileInvalid: 'Please enter a valid 10-digit mobile number',
    designationRequired: 'Designation is required',
    designationInvalid: 'Please enter a valid designation',
    levelRequired: 'Level is required',
    levelInvalid: 'Please select a valid level',
    functionDepartmentRequired: 'Function/Department is required',
    functionDepartmentInvalid: 'Please enter a valid function/department',
    termsRequired: 'You must accept the terms and conditions',
  },
  /** Success hints of the sign-up fields (shown in their success state). */
  signUpHints: {
    email: 'Email is valid',
    password: 'Password meets all requirements',
    mobile: 'Mobile number is valid',
    designation: 'Designation is valid',
    level: 'Level is valid',
    functionDepartment: 'Function/Department is valid',
    termsAccepted: 'Terms and conditions accepted',
  },
  otp: {
    required: 'Please enter the OTP',
    length: 'OTP must be 6 digits',
  },
  resetPassword: {
    confirmRequired: 'Please confirm your password',
    mismatch: 'Passwords do not match',
  },
  profile: {
    nameTooLong: 'Full name must be at most 100 characters',
  },
  contact: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
  },
  roleDetails: {
    process: 'You can select atleast minimum 1 value and maximum upto 3 options.',
    function: 'Select minimum 3 and maximum 6 options.',
    tier1CtcGreater: 'Tier 1 CTC must be greater than Tier 2 CTC',
    tier2CtcLess: 'Tier 2 CTC must be less than Tier 1 CTC',
    tier2CtcGreater: 'Tier 2 CTC must be greater than Tier 3 CTC',
    tier3CtcLess: 'Tier 3 CTC must be less than Tier 2 CTC',
    recruitedInterns: 'Enter a percentage from 0 to 100',
    descriptionTooLong: 'Role objective must be at most 250 characters',
    openPositions: 'Open positions must be a number of 0 or more',
  },
  competencySelection: {
    competencies: 'You can select minimum 4 and max upto 6 competencies.',
    domainCompetencies:
      'Select minimum {n} and max upto 4 both functional and domain competencies.',
    domainCompetenciesOffered:
      'Only {offered} domain competencies are offered for the chosen domain functions: select minimum {n} and max upto 4.',
    domainFunctions: 'Select maximum 3 options.',
    domainProcess: 'You can select atleast minimum 1 value and maximum upto 3 options.',
  },
} as const;

/** Success hints of the sign-up form, keyed by field. */
export const signUpHints = messages.signUpHints;

/** Replaces `{name}` placeholders, e.g. `fillMessage(messages.competencySelection.domainCompetencies, { n: 4 })`. */
export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));
