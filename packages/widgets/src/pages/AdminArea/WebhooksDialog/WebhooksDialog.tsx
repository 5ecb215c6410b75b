import type { Organization, WebhookEndpoint, WebhookEventType } from '@rolescope/core/contract';
import { WEBHOOK_EVENT_TYPES } from '@rolescope/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
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
import { WebhookDeliveries } from './WebhookDeliveries';
import * as styles from './WebhooksDialog.css';
import { webhookStrings as s } from './webhookStrings';

export type WebhooksDialogProps = {
  /** The organisation whose endpoints are managed; null: the dialog is closed. */
  organization: Organization | null;
  onClose: () => void;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * An organisation's webhook endpoints: add one (URL and events; its signing secret shown
 * once), list and delete them, and show an endpoint's deliveries with every attempt.
 */
export function WebhooksDialog({ organization, onClose }: WebhooksDialogProps) {
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [watching, setWatching] = useState<WebhookEndpoint | null>(null);
  const orgId = organization?._id ?? '';
  const key = rolescopeKey('listWebhookEndpoints', orgId);

  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => client.listWebhookEndpoints(orgId, { signal }),
    enabled: organization !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useAdminMutation({
    mutationFn: () =>
      client.createWebhookEndpoint({ id: orgId, body: { url: url.trim(), events } }),
    onSuccess: (res) => {
      // the secret lives in this component's state only, never in the query cache
      setSecret(res.data.secret);
      setUrl('');
      toast({ title: s.created, variant: 'success' });
      void refresh();
    },
    failedTitle: s.createFailed,
  });

  const remove = useAdminMutation({
    mutationFn: (webhookId: string) => client.deleteWebhookEndpoint({ id: orgId, webhookId }),
    onSuccess: (_, webhookId) => {
      toast({ title: s.removed, variant: 'success' });
      if (watching?._id === webhookId) setWatching(null);
      setRemoving(null);
      void refresh();
    },
    failedTitle: s.removeFailed,
    onFailed: () => setRemoving(null),
  });

  const close = () => {
    setSecret(null);
    setUrl('');
    setWatching(null);
    create.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length > 0) create.mutate();
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((e) => e !== type)));

  const columns: TableColumn<WebhookEndpoint>[] = [
    { key: 'url', header: s.columns.url, cell: (e) => <code className={styles.url}>{e.url}</code> },
    { key: 'events', header: s.columns.events, cell: (e) => e.events.join(', ') },
    {
      key: 'created',
      header: s.columns.created,
      cell: (e) => dateFormat.format(new Date(e.createdAt)),
    },
    {
      key: 'actions',
      header: s.columns.actions,
      cell: (e) => (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={formatString(s.deliveriesLabel, { url: e.url })}
            onClick={() => setWatching(e)}
          >
            {s.deliveries}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            aria-label={formatString(s.removeLabel, { url: e.url })}
            onClick={() => setRemoving(e)}
          >
            {s.remove}
          </Button>
        </div>
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
            <CreatedKeySecret secret={secret} texts={s.secret} onDone={() => setSecret(null)} />
          ) : (
            <form className={styles.createForm} onSubmit={onSubmit} noValidate>
              <TextField
                label={s.urlLabel}
                hint={s.urlHint}
                type="url"
                value={url}
                maxLength={2000}
                onChange={(event) => setUrl(event.target.value)}
              />
              <fieldset className={styles.events}>
                <legend>{s.eventsLegend}</legend>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    label={s.events[type]}
                    checked={events.includes(type)}
                    onChange={(event) => toggle(type, event.target.checked)}
                  />
                ))}
              </fieldset>
              {events.length === 0 ? <p role="alert">{s.noEvents}</p> : null}
              <div>
                <Button type="submit" pending={create.isPending} pendingLabel={s.creating}>
                  {s.create}
                </Button>
              </div>
            </form>
          )}
          <AdminDialogList
            title={s.listTitle}
            list={list}
            columns={columns}
            rowKey={(e) => e._id}
            emptyText={s.noEndpoints}
          />
          {watching ? <WebhookDeliveries organizationId={orgId} endpoint={watching} /> : null}
        </div>
      </AdminDialog>
      <AdminRemoval
        target={removing}
        onCancel={() => setRemoving(null)}
        removal={remove}
        texts={{
          title: s.removeTitle,
          description: formatString(s.removeConfirm, { url: removing?.url ?? '' }),
          cancel: s.cancel,
          confirm: s.remove,
        }}
      />
    </>
  );
}
