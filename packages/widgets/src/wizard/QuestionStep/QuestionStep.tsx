import { questionAnswersFormSchema } from '@rolescope/core';
import type { Question } from '@rolescope/core/options';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Accordion, type AccordionItem } from '../../primitives/Accordion';
import * as fieldStyles from '../../primitives/TextField/TextField.css';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { useStepForm } from '../useStepForm';
import { liveScore, nextUnanswered } from './isQuestionStepComplete';
import * as styles from './QuestionStep.css';

type Answers = Record<string, string>;

export type QuestionStepProps = {
  /** Question id → chosen option id; controlled: the wizard owns the answers. */
  value: Answers;
  onChange: (next: Answers) => void;
  /** The wizard's industry category (unused here; the steps share one contract). */
  industryCategory?: string;
  questions: readonly Question[];
  /** The live step score once every question is answered (e.g. core's `impactScore`). */
  score?: (answers: Readonly<Record<string, string | undefined>>) => number;
  /** Content under the questions (step 5's final score and download). */
  children?: ReactNode;
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Steps 3 to 5 (and the career quick check): an accordion of questions, one open at a time,
 * each a radio group of its options. Choosing an answer (click, Space, or Enter on a radio)
 * opens the next unanswered question and moves focus to its header; moving through the
 * options with the arrow keys only changes the answer. Each header shows the chosen answer.
 * The rules are core's `questionAnswersFormSchema(questions)`, checked by react-hook-form
 * (`useStepForm`): an answer that is not one of its question's options shows a message.
 */
export function QuestionStep({ value, onChange, questions, score, children }: QuestionStepProps) {
  const strings = useStrings();
  const id = useId();
  const [open, setOpen] = useState<string | null>(() => nextUnanswered(questions, value));
  const headers = useRef(new Map<string, HTMLButtonElement>());
  const arrowMove = useRef(false);
  const { messagesOf } = useStepForm(questionAnswersFormSchema(questions), value);

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
    const messages = messagesOf(q.id);
    const errorId = `rs-q-${id}-${q.id}-error`;
    return {
      value: q.id,
      header: `${index + 1}. ${q.title}`,
      summary: chosen
        ? formatString(strings.wizard.answered, { answer: chosen.label })
        : strings.wizard.notAnswered,
      content: (
        <fieldset
          className={styles.group}
          onKeyDown={onGroupKeyDown(q.id)}
          aria-describedby={messages ? errorId : undefined}
        >
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
          {messages ? (
            <p id={errorId} className={fieldStyles.error}>
              {messages.join(' ')}
            </p>
          ) : null}
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
