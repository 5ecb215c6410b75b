import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './Carousel.css';
import { useReducedMotion } from './useReducedMotion';

/** The sign-in carousel's interval (a business constant of the specification). */
export const CAROUSEL_INTERVAL_MS = 6000;

export type CarouselProps = {
  /** The slides' content, one node each. */
  slides: readonly ReactNode[];
  /** The carousel's accessible name. */
  label: string;
  /** Auto-advance interval in ms; 0 turns auto-advance off. */
  interval?: number;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
  slideClassName?: string;
};

/**
 * Rotating slides with clickable dots. Auto-advances every 6 s, pauses while hovered or
 * focused, and never moves on its own under prefers-reduced-motion.
 */
export function Carousel({
  slides,
  label,
  interval = CAROUSEL_INTERVAL_MS,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
  slideClassName,
}: CarouselProps) {
  const strings = useStrings();
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultIndex);
  const index = indexProp ?? uncontrolled;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const rotating = interval > 0 && count > 1 && !hovered && !focused && !reducedMotion;

  const goTo = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    if (indexProp === undefined) setUncontrolled(wrapped);
    onIndexChange?.(wrapped);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer on every slide change
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(index + 1), interval);
    return () => clearTimeout(timer);
  }, [rotating, index, interval, count]);

  return (
    <section
      aria-roledescription={strings.common.carousel}
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with aria-roledescription
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            id={`rs-carousel-${id}-${i}`}
            role="group"
            aria-roledescription={strings.common.slide}
            aria-label={formatString(strings.common.slideOf, { n: i + 1, total: count })}
            hidden={i !== index}
            className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              key={i}
              type="button"
              className={styles.dot}
              aria-label={formatString(strings.common.goToSlide, { n: i + 1 })}
              aria-controls={`rs-carousel-${id}-${i}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
