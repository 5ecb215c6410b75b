/** Thrown for a missing answer or an option id that is not in the scoring tables. */
export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  /** The input path of the offending answer, e.g. `roleEffectiveness.problemsSolving`. */
  readonly field: string;
  /** The value found (undefined when the answer is missing). */
  readonly value: unknown;

  constructor(field: string, value: unknown) {
    const missing = value === undefined || value === null || value === '';
    super(
      missing
        ? `Missing answer for ${field}`
        : `Unknown option ${JSON.stringify(String(value))} for ${field}`,
    );
    this.field = field;
    this.value = value;
  }
}
