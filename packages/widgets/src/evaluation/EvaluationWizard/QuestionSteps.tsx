import { type EvaluationStep, evaluationSteps } from '@rolescope/core';
import { QuestionStep } from '../../wizard/QuestionStep';
import { ScoreSummary } from './ScoreSummary';
import type { StepViewProps } from './stepViews';

export type QuestionStepsProps = StepViewProps;

type Answers = Record<string, string>;
type Score = (answers: Readonly<Record<string, string | undefined>>) => number;

const steps: readonly EvaluationStep[] = evaluationSteps;

/**
 * The body of a question step of core's steps table (3 to 5): its questions and live score;
 * the last step with the score summary.
 */
export function QuestionSteps({ step, part, data, setters }: QuestionStepsProps) {
  const row = steps.find((s) => s.part === part);
  if (!row?.questions) return null;
  const answers = (data as unknown as Readonly<Record<string, Answers | undefined>>)[part] ?? {};
  const onChange = setters[part];
  return (
    <QuestionStep
      key={part}
      questions={row.questions}
      {...(row.score ? { score: row.score as Score } : {})}
      value={answers}
      onChange={(next) => onChange?.(next)}
      industryCategory={data.details.industryCategory}
    >
      {step === steps.length ? <ScoreSummary data={data} /> : null}
    </QuestionStep>
  );
}
