import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { apiKeyStrings as s } from '../ApiKeysDialog/apiKeyStrings';
import * as styles from './CreatedKeySecret.css';

export type CreatedKeySecretProps = {
  /** The new key's secret: this is the only time it is shown. */
  secret: string;
  /** "I have copied it": the secret is forgotten. */
  onDone: () => void;
  /** The texts naming the secret (an API key's by default; a webhook's signing secret). */
  texts?: Partial<Record<'secretTitle' | 'secretWarning' | 'secretLabel' | 'copiedStatus', string>>;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A new API key's secret, shown once: read-only (selected on focus), a Copy button that
 * writes it to the clipboard and says "Copied", and a polite status announcing the result.
 */
export function CreatedKeySecret({ secret, onDone, texts }: CreatedKeySecretProps) {
  const t = { ...s, ...texts } as Omit<typeof s, keyof NonNullable<typeof texts>> &
    Record<keyof NonNullable<typeof texts>, string>;
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(secret).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <section className={styles.panel} aria-label={t.secretTitle}>
      <h3 className={styles.title}>{t.secretTitle}</h3>
      <p className={styles.warning}>{t.secretWarning}</p>
      <div className={styles.secretRow}>
        <TextField
          className={styles.secretField}
          label={t.secretLabel}
          value={secret}
          readOnly
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={onCopy}>
          {copy === 'copied' ? s.copied : s.copy}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {copy === 'copied' ? t.copiedStatus : copy === 'failed' ? s.copyFailedStatus : ''}
      </p>
      <div>
        <Button size="sm" onClick={onDone}>
          {s.done}
        </Button>
      </div>
    </section>
  );
}
