import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './SignUpForm.css';

export type TermsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Accept & Continue": the form ticks its terms checkbox. */
  onAccept: () => void;
};

/** The Terms and Privacy Policy: terms of service, privacy policy and contact info. */
export function TermsDialog({ open, onOpenChange, onAccept }: TermsDialogProps) {
  const t = useStrings().signUp.termsDialog;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onOpenChange(false);
            }}
          >
            {t.accept}
          </Button>
        </>
      }
    >
      <div className={styles.terms}>
        <section>
          <h3 className={styles.termsHeading}>{t.termsOfService}</h3>
          <p className={styles.termsText}>{t.termsOfServiceText}</p>
        </section>
        <section>
          <h3 className={styles.termsHeading}>{t.privacyPolicy}</h3>
          <p className={styles.termsText}>{t.privacyPolicyText}</p>
        </section>
        <section>
          <h3 className={styles.termsHeading}>{t.contactInfo}</h3>
          <p className={styles.termsText}>{t.contactInfoText}</p>
        </section>
      </div>
    </Dialog>
  );
}
