import type { Ref } from 'react';
import { Button } from '../../primitives/Button';
import { CAROUSEL_INTERVAL_MS, Carousel } from '../../primitives/Carousel';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './AuthPanel.css';

export type BrandingPanelProps = {
  /** Shows the "Sign In to Continue" button (default true when `onSignIn` is given). */
  showSignInButton?: boolean;
  onSignIn?: () => void;
  /** The "Sign In to Continue" button (focus returns to it when a side panel closes). */
  signInButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
};

/** The accent gradient field with the product's six claims in a carousel (6 s, clickable dots). */
export function BrandingPanel({
  showSignInButton,
  onSignIn,
  signInButtonRef,
  className,
}: BrandingPanelProps) {
  const strings = useStrings();
  const s = strings.signIn;
  const showButton = showSignInButton ?? onSignIn !== undefined;
  return (
    <section
      className={[styles.branding, className].filter(Boolean).join(' ')}
      aria-label={strings.common.productName}
    >
      <div className={styles.brandingContent}>
        <p className={styles.product}>{strings.common.productName}</p>
        <h1 className={styles.heroTitle}>{strings.authPanel.heroTitle}</h1>
        <p className={styles.heroText}>{strings.authPanel.heroText}</p>
        <Carousel
          label={s.carouselLabel}
          interval={CAROUSEL_INTERVAL_MS}
          slides={s.slides.map((claim) => (
            <p key={claim} className={styles.claim}>
              {claim}
            </p>
          ))}
          className={styles.carousel}
        />
        {showButton ? (
          <Button
            ref={signInButtonRef}
            size="lg"
            className={styles.signInButton}
            onClick={onSignIn}
          >
            {s.signInToContinue}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
