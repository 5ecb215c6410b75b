import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings';
import { Copyright } from '../shared/Copyright';
import * as page from '../shared/page.css';
import * as styles from './CareerProgression.css';

export type CareerProgressionProps = {
  /** "Back to Dashboard"; default: navigate to /user-dashboard. */
  onBack?: () => void;
  /** "Start a Competency Evaluation"; default: navigate to /competency-evaluation. */
  onStartCompetency?: () => void;
  className?: string;
};

/**
 * The career progression evaluation's frame: the side panel with its two steps (Career
 * Goal Setting, Skill Assessment) and what each one covers.
 */
export function CareerProgression({
  onBack,
  onStartCompetency,
  className,
}: CareerProgressionProps) {
  const strings = useStrings();
  const w = strings.wizard;
  const s = strings.careerProgression;
  const { navigate } = useRolescope();
  const id = useId();
  return (
    <div className={[page.page, className].filter(Boolean).join(' ')}>
      <h1 className={page.title}>{s.title}</h1>
      <div className={styles.layout}>
        <nav className={page.card} aria-labelledby={`${id}-panel`}>
          <h2 id={`${id}-panel`} className={page.sectionTitle}>
            {w.panelTitle}
          </h2>
          <p className={page.muted}>{w.panelSubtitle}</p>
          <ol className={styles.steps}>
            {s.steps.map((step, index) => (
              <li
                key={step.title}
                className={styles.step}
                aria-current={index === 0 ? 'step' : undefined}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.content}>
          <p className={page.muted}>{s.intro}</p>
          {s.steps.map((step, index) => (
            <section key={step.title} className={page.card} aria-labelledby={`${id}-${index}`}>
              <h2 id={`${id}-${index}`} className={page.sectionTitle}>
                {index + 1}. {step.title}
              </h2>
              <p className={page.muted}>{step.text}</p>
            </section>
          ))}
          <div className={page.row}>
            <Button
              variant="secondary"
              onClick={() => (onBack ? onBack() : navigate('/user-dashboard'))}
            >
              {s.backToDashboard}
            </Button>
            <Button
              onClick={() =>
                onStartCompetency
                  ? onStartCompetency()
                  : navigate('/competency-evaluation', { reportType: 'competency' })
              }
            >
              {s.startCompetency}
            </Button>
          </div>
        </div>
      </div>
      <Copyright />
    </div>
  );
}
