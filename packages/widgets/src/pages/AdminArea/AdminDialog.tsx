import type { Organization } from '@rolescope/core/contract';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { formatString } from '../../strings';

export type AdminDialogProps = {
  /** The organisation the dialog manages; null: the dialog is closed. */
  organization: Organization | null;
  /** The title (`{name}`: the organisation's name), the description and the footer's label. */
  texts: { title: string; description: ReactNode; close: string };
  /** Forgets what the dialog holds and closes it (Escape, the footer button). */
  onClose: () => void;
  /** False where a one-time secret is shown: a stray click outside must not lose it. */
  dismissable?: boolean;
  children: ReactNode;
};

/** The frame of an organisation's dialog in the admin area: its title and a Close footer. */
export function AdminDialog({
  organization,
  texts,
  onClose,
  dismissable = true,
  children,
}: AdminDialogProps) {
  return (
    <Dialog
      open={organization !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissable={dismissable}
      title={formatString(texts.title, { name: organization?.name ?? '' })}
      description={texts.description}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
