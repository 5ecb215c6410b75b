import { type Organization, setOrganizationDomainsRequestSchema } from '@rolescope/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { rolescopeKey } from '../../../provider/queryKeys';
import { useOrganizationClient } from '../../../provider/useOrganizationClient';
import { formatString, useStrings } from '../../../strings';
import { AdminDialog } from '../AdminDialog';
import { AdminLoadError } from '../AdminLoadError';
import { useAdminMutation } from '../useAdminMutation';
import * as styles from './DomainsDialog.css';
import { domainStrings as s } from './domainStrings';

export type DomainsDialogProps = {
  /** The organisation whose domains are edited; null: the dialog is closed. */
  organization: Organization | null;
  onClose: () => void;
};

const domainsKey = (organizationId: string) =>
  rolescopeKey('listOrganizationDomains', organizationId);

/** The domains typed in the field: split on commas and white space. */
const typed = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/**
 * The e-mail domains an organisation claims: the current ones, and a field that replaces them
 * (each checked as a domain before saving; a domain another organisation claims is refused by
 * the server, whose message is shown).
 */
export function DomainsDialog({ organization, onClose }: DomainsDialogProps) {
  const strings = useStrings();
  const client = useOrganizationClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const id = useId();
  const orgId = organization?._id ?? '';
  // What the admin typed; null until they type: the field then shows what the organisation
  // claims, whenever that arrives, and an answer arriving later never replaces their typing.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const domains = useQuery({
    queryKey: domainsKey(orgId),
    queryFn: ({ signal }) => client.listOrganizationDomains(orgId, { signal }),
    enabled: organization !== null,
  });
  const current = domains.data?.data.domains;
  const value = draft ?? current?.join(', ') ?? '';

  const save = useAdminMutation({
    mutationFn: (list: string[]) =>
      client.setOrganizationDomains({ id: orgId, body: { domains: list } }),
    onSuccess: (res) => {
      queryClient.setQueryData(domainsKey(orgId), res);
      setDraft(null);
      toast({ title: s.saved, variant: 'success' });
    },
    failedTitle: s.saveFailed,
    field: { name: 'domains', setError },
  });

  const close = () => {
    setDraft(null);
    setError(undefined);
    save.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const list = typed(value);
    const parsed = setOrganizationDomainsRequestSchema.safeParse({ domains: list });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const at = issue?.path[1];
      const domain = typeof at === 'number' ? list[at] : undefined;
      setError(
        domain === undefined
          ? issue?.message
          : formatString(s.invalid, { domain, message: issue?.message ?? '' }),
      );
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.domains);
  };

  return (
    <AdminDialog organization={organization} texts={s} onClose={close}>
      <div className={styles.body}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            className={styles.field}
            label={s.fieldLabel}
            hint={s.fieldHint}
            value={value}
            error={error}
            spellCheck={false}
            autoComplete="off"
            disabled={domains.isPending}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" pending={save.isPending} pendingLabel={s.saving}>
            {s.save}
          </Button>
        </form>
        <h3 id={`${id}-claimed`} className={styles.listTitle}>
          {s.claimedTitle}
        </h3>
        {domains.isError ? (
          <AdminLoadError onRetry={() => void domains.refetch()} />
        ) : domains.isPending ? (
          <p role="status">{strings.adminArea.loading}</p>
        ) : current && current.length > 0 ? (
          <ul className={styles.list} aria-labelledby={`${id}-claimed`}>
            {current.map((domain) => (
              <li key={domain} className={styles.domain}>
                {domain}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{s.none}</p>
        )}
      </div>
    </AdminDialog>
  );
}
