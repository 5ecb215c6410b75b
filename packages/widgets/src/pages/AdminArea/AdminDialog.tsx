import type { Organization } from '@rolescope/core/contract';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { formatString } from '../../strings';

export type AdminDialogProps = {
  /** The organisation the dialog manages; null: the dialog is closed. */
  organization: Organization | null;
  /** The title, `{name}` standing for the organisation's name. */
  title: string;
  description: ReactNode;
  /** The footer button's label. */
  closeLabel: string;
  /** Forgets what the dialog holds and closes it (Escape, the footer button). */
  onClose: () => void;
  /** False where a one-time secret is shown: a stray click outside must not lose it. */
  dismissable?: boolean;
  children: ReactNode;
};

/** The frame of an organisation's dialog in the admin area: its title and a Close footer. */
export function AdminDialog({
  organization,
  title,
  description,
  closeLabel,
  onClose,
  dismissable = true,
  children,
}: AdminDialogProps) {
  return (
    <Dialog
      open={organization !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissable={dismissable}
      title={formatString(title, { name: organization?.name ?? '' })}
      description={description}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
