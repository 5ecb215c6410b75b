import type { ApiKey, Organization } from '@rolescope/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../primitives/Button';
import type { TableColumn } from '../../../primitives/Table';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { rolescopeKey } from '../../../provider/queryKeys';
import { useRolescope } from '../../../provider/useRolescope';
import { formatString } from '../../../strings';
import { AdminDialog } from '../AdminDialog';
import { AdminDialogList } from '../AdminDialogList';
import { AdminRemoval } from '../AdminRemoval';
import { CreatedKeySecret } from '../CreatedKeySecret';
import { useAdminMutation } from '../useAdminMutation';
import * as styles from './ApiKeysDialog.css';
import { apiKeyStrings as s } from './apiKeyStrings';

export type ApiKeysDialogProps = {
  /** The organisation whose keys are managed; null: the dialog is closed. */
  organization: Organization | null;
  onClose: () => void;
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The query key of an organisation's API keys. */
const apiKeysKey = (organizationId: string) => rolescopeKey('listApiKeys', organizationId);

/**
 * An organisation's API keys: the list by prefix (name, created, last used, revoked),
 * "Create key" with an optional name showing the new secret once with a Copy button,
 * and "Revoke" after a confirmation.
 */
export function ApiKeysDialog({ organization, onClose }: ApiKeysDialogProps) {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const orgId = organization?._id ?? '';

  const keys = useQuery({
    queryKey: apiKeysKey(orgId),
    queryFn: ({ signal }) => client.listApiKeys(orgId, { signal }),
    enabled: organization !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKey(orgId) });

  const create = useAdminMutation({
    mutationFn: () => {
      const trimmed = name.trim();
      return client.createApiKey({ id: orgId, body: trimmed ? { name: trimmed } : {} });
    },
    onSuccess: (res) => {
      // The secret lives in this component's state only, never in the query cache.
      setSecret(res.data.secret);
      setName('');
      toast({ title: s.created, variant: 'success' });
      void refresh();
    },
    failedTitle: s.createFailed,
  });

  const revoke = useAdminMutation({
    mutationFn: (keyId: string) => client.revokeApiKey({ id: orgId, keyId }),
    onSuccess: () => {
      toast({ title: s.revoked, variant: 'success' });
      setRevoking(null);
      void refresh();
    },
    failedTitle: s.revokeFailed,
    onFailed: () => setRevoking(null),
  });

  const close = () => {
    setSecret(null);
    setName('');
    create.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  const columns: TableColumn<ApiKey>[] = [
    { key: 'name', header: s.columns.name, cell: (key) => key.name || s.unnamed },
    {
      key: 'prefix',
      header: s.columns.prefix,
      cell: (key) => <code className={styles.prefix}>{key.prefix}…</code>,
    },
    { key: 'created', header: s.columns.created, cell: (key) => formatDate(key.createdAt) },
    {
      key: 'lastUsed',
      header: s.columns.lastUsed,
      cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt) : s.never),
    },
    {
      key: 'status',
      header: s.columns.status,
      cell: (key) =>
        key.revokedAt ? (
          <span className={styles.revoked}>
            {formatString(s.revokedOn, { date: formatDate(key.revokedAt) })}
          </span>
        ) : (
          s.active
        ),
    },
    {
      key: 'actions',
      header: s.columns.actions,
      cell: (key) =>
        key.revokedAt ? null : (
          <Button
            variant="destructive"
            size="sm"
            aria-label={formatString(s.revokeLabel, { prefix: key.prefix })}
            onClick={() => setRevoking(key)}
          >
            {s.revoke}
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminDialog
        organization={organization}
        texts={s}
        onClose={close}
        // The one-time secret must not vanish on a stray click outside.
        dismissable={false}
      >
        <div className={styles.body}>
          {secret ? (
            <CreatedKeySecret secret={secret} onDone={() => setSecret(null)} />
          ) : (
            <form className={styles.createForm} onSubmit={onSubmit} noValidate>
              <TextField
                className={styles.nameField}
                label={s.nameLabel}
                hint={s.nameHint}
                value={name}
                maxLength={100}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" pending={create.isPending} pendingLabel={s.creating}>
                {s.create}
              </Button>
            </form>
          )}
          <AdminDialogList
            title={s.listTitle}
            list={keys}
            columns={columns}
            rowKey={(key) => key._id}
            emptyText={s.noKeys}
          />
        </div>
      </AdminDialog>
      <AdminRemoval
        target={revoking}
        onCancel={() => setRevoking(null)}
        removal={revoke}
        texts={{
          title: s.revokeTitle,
          description: formatString(s.revokeConfirm, { prefix: revoking?.prefix ?? '' }),
          cancel: s.cancel,
          confirm: s.revoke,
        }}
      />
    </>
  );
}
