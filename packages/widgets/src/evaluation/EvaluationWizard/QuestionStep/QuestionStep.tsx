import type { Question } from '@rolescope/core';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Accordion, type AccordionItem } from '../../../primitives/Accordion';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import type { StepProps } from '../../model/types';
import { liveScore, nextUnanswered } from './isQuestionStepComplete';
import * as styles from './QuestionStep.css';

type Answers = Record<string, string>;

export type QuestionStepProps = StepProps<Answers> & {
  questions: readonly Question[];
  /** The live step score once every question is answered (e.g. core's `impactScore`). */
  score?: (answers: Readonly<Record<string, string | undefined>>) => number;
  /** Content under the questions (step 5's final score and download). */
  children?: ReactNode;
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Steps 3 to 5: an accordion of questions, one open at a time, each a radio group of its
 * options. Choosing an answer (click, Space, or Enter on a radio) opens the next unanswered
 * question and moves focus to its header; moving through the options with the arrow keys
 * only changes the answer. Each header shows the chosen answer.
 */
export function QuestionStep({ value, onChange, questions, score, children }: QuestionStepProps) {
  const strings = useStrings();
  const id = useId();
  const [open, setOpen] = useState<string | null>(() => nextUnanswered(questions, value));
  const headers = useRef(new Map<string, HTMLButtonElement>());
  const arrowMove = useRef(false);

  const advance = (answered: string, answers: Answers) => {
    const next = nextUnanswered(questions, answers, answered);
    setOpen(next);
    const target = headers.current.get(next ?? answered);
    // After React has committed the new open item.
    queueMicrotask(() => target?.focus());
  };

  const choose = (questionId: string, optionId: string) => {
    const answers = { ...value, [questionId]: optionId };
    onChange(answers);
    if (arrowMove.current) {
      arrowMove.current = false;
      return;
    }
    advance(questionId, answers);
  };

  const onGroupKeyDown = (questionId: string) => (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (ARROWS.has(event.key)) arrowMove.current = true;
    else if ((event.key === 'Enter' || event.key === ' ') && value[questionId]) {
      const target = event.target as HTMLInputElement;
      if (target.type === 'radio' && target.checked) {
        event.preventDefault();
        advance(questionId, value);
      }
    }
  };

  const items: AccordionItem[] = questions.map((q, index) => {
    const chosen = q.options.find((o) => o.id === value[q.id]);
    return {
      value: q.id,
      header: `${index + 1}. ${q.title}`,
      summary: chosen
        ? formatString(strings.wizard.answered, { answer: chosen.label })
        : strings.wizard.notAnswered,
      content: (
        <fieldset className={styles.group} onKeyDown={onGroupKeyDown(q.id)}>
          <legend className={styles.legend}>{q.description ?? q.title}</legend>
          {q.options.map((o) => (
            <label key={o.id} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={`rs-q-${id}-${q.id}`}
                value={o.id}
                checked={value[q.id] === o.id}
                onChange={() => choose(q.id, o.id)}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </fieldset>
      ),
    };
  });

  const stepScore = liveScore(questions, value, score);
  return (
    <div className={styles.root}>
      <Accordion
        items={items}
        value={open}
        onValueChange={setOpen}
        headerRef={(key, el) => {
          if (el) headers.current.set(key, el);
          else headers.current.delete(key);
        }}
      />
      {stepScore !== null ? (
        <p className={styles.score} aria-live="polite">
          {strings.wizard.stepScore}: <strong>{stepScore}</strong>
        </p>
      ) : null}
      {children}
    </div>
  );
}
