import { describe, expect, it } from 'vitest';
import { validateCompetencySelection } from './competencySelection';
import { validateContact } from './contact';
import { fillMessage, messages } from './messages';
import { validateOtp } from './otp';
import { validateProfile } from './profile';
import { validateResetPassword } from './resetPassword';
import { validateRoleDetails } from './roleDetails';
import { validateSignIn } from './signIn';
import { validateSignUp } from './signUp';

const produced = new Set(
  [
    validateSignIn({}),
    validateSignIn({ email: 'x', password: '-' }),
    validateSignUp({}),
    validateSignUp({ email: 'x', password: '-', mobile: '1', designation: ' ', level: 'x' }),
    validateSignUp({ functionDepartment: ' ' }),
    validateOtp({}),
    validateOtp({ otp: '1' }),
    validateResetPassword({ password: 'Abcdef1!' }),
    validateResetPassword({ password: 'Abcdef1!', confirmPassword: 'x' }),
    validateProfile({ name: ` ${'x'.repeat(101)} ` }),
    validateContact({}),
    validateContact({ email: 'x' }),
    validateRoleDetails({
      process: [1, 2, 3, 4],
      currentFunction: [1],
      'tier1-ctc': 1,
      'tier2-ctc': 2,
      'tier3-ctc': 3,
      'tier1-recruitedinterns': 101,
      description: 'x'.repeat(251),
      openPositions: -1,
    }),
    validateCompetencySelection({ competencies: [1], domainFunctions: [1, 2, 3, 4] }),
    validateCompetencySelection({ competencies: [1, 2, 3, 4], domainProcess: [1, 2, 3, 4] }),
    validateCompetencySelection({
      competencies: [1, 2, 3, 4],
      domainCompetencies: [1],
      domainOffered: 2,
    }),
  ].flatMap((r) => r.issues.map((i) => i.message)),
);

describe('messages', () => {
  const { signUpHints: _hints, ...validated } = messages;
  const all = Object.entries(validated).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [
      `${group}.${key}`,
      // The adapted minimum is below the rule's: 2 of 2 offered.
      fillMessage(text, key === 'domainCompetenciesOffered' ? { n: 2, offered: 2 } : { n: 4 }),
    ]),
  );

  it.each(all)('%s is produced by its validator', (_key, text) => {
    expect(produced).toContain(text);
  });
});
