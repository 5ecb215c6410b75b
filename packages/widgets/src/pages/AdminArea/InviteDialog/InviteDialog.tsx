import {
  createInvitationRequestSchema,
  DEFAULT_INVITATION_DAYS,
  type Organization,
} from '@rolescope/core/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useOrganizationClient } from '../../../provider/useOrganizationClient';
import { formatString } from '../../../strings';
import { AdminDialog } from '../AdminDialog';
import { CreatedKeySecret } from '../CreatedKeySecret';
import { useAdminMutation } from '../useAdminMutation';
import * as styles from './InviteDialog.css';
import { inviteStrings as s } from './inviteStrings';

export type InviteDialogProps = {
  /** The organisation to invite into; null: the dialog is closed. */
  organization: Organization | null;
  onClose: () => void;
  /** The page that accepts an invitation's token; `<origin>/join?token=…` by default. */
  invitationLink?: (token: string) => string;
};

const defaultLink = (token: string) =>
  `${window.location.origin}/join?token=${encodeURIComponent(token)}`;

/**
 * Invites a person into an organisation by e-mail: creates the invitation and shows its link
 * once, with a Copy button (the token lives in this component's state only).
 */
export function InviteDialog({
  organization,
  onClose,
  invitationLink = defaultLink,
}: InviteDialogProps) {
  const client = useOrganizationClient();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const orgId = organization?._id ?? '';

  const create = useAdminMutation({
    mutationFn: (body: { email: string }) => client.createInvitation({ id: orgId, body }),
    onSuccess: (res) => {
      setSent({ email: res.data.email, link: invitationLink(res.data.token) });
      setEmail('');
      toast({ title: s.created, variant: 'success' });
    },
    failedTitle: s.createFailed,
    field: { name: 'email', setError },
  });

  const close = () => {
    setSent(null);
    setEmail('');
    setError(undefined);
    create.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createInvitationRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate({ email: parsed.data.email });
  };

  return (
    <AdminDialog
      organization={organization}
      texts={{ ...s, description: formatString(s.description, { days: DEFAULT_INVITATION_DAYS }) }}
      onClose={close}
      // The one-time link must not vanish on a stray click outside.
      dismissable={false}
    >
      <div className={styles.body}>
        {sent ? (
          <CreatedKeySecret
            secret={sent.link}
            onDone={() => setSent(null)}
            texts={{
              secretTitle: formatString(s.linkTitle, { email: sent.email }),
              secretWarning: s.linkWarning,
              secretLabel: s.linkLabel,
              copiedStatus: s.copiedStatus,
            }}
          />
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <TextField
              className={styles.emailField}
              label={s.emailLabel}
              type="email"
              autoComplete="off"
              value={email}
              error={error}
              maxLength={254}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" pending={create.isPending} pendingLabel={s.creating}>
              {s.create}
            </Button>
          </form>
        )}
      </div>
    </AdminDialog>
  );
}
