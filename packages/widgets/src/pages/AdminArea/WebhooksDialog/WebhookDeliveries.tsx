import type { WebhookDelivery } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Table, type TableColumn } from '../../../primitives/Table';
import { rolescopeKey } from '../../../provider/queryKeys';
import { useRolescope } from '../../../provider/useRolescope';
import { formatString, useStrings } from '../../../strings';
import * as styles from './WebhooksDialog.css';
import { webhookStrings as s } from './webhookStrings';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

const attemptsOf = (d: WebhookDelivery) =>
  d.attempts
    .map((a) =>
      formatString(s.attempt, {
        status: a.statusCode === null ? (a.error ?? s.noAnswer) : String(a.statusCode),
        time: formatTime(a.at),
      }),
    )
    .join('; ');

/** An endpoint's latest deliveries: event, time, status and every attempt with its answer. */
export function WebhookDeliveries({
  organizationId,
  endpoint,
}: {
  organizationId: string;
  endpoint: { _id: string; url: string };
}) {
  const strings = useStrings();
  const { client } = useRolescope();
  const id = useId();
  const deliveries = useQuery({
    queryKey: rolescopeKey('listWebhookDeliveries', organizationId, endpoint._id),
    queryFn: ({ signal }) =>
      client.listWebhookDeliveries({ id: organizationId, webhookId: endpoint._id }, { signal }),
  });
  const c = s.deliveryColumns;
  const columns: TableColumn<WebhookDelivery>[] = [
    { key: 'event', header: c.event, cell: (d) => d.eventType },
    { key: 'created', header: c.created, cell: (d) => formatTime(d.createdAt) },
    { key: 'status', header: c.status, cell: (d) => s.statuses[d.status] },
    {
      key: 'attempts',
      header: c.attempts,
      cell: (d) => <span className={styles.attempts}>{attemptsOf(d)}</span>,
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.listTitle}>
        {formatString(s.deliveriesTitle, { url: endpoint.url })}
      </h3>
      {deliveries.isError ? (
        <p role="alert">{strings.adminArea.loadError}</p>
      ) : (
        <Table
          aria-labelledby={`${id}-title`}
          columns={columns}
          rows={deliveries.data?.data ?? []}
          rowKey={(d) => d._id}
          loading={deliveries.isPending}
          loadingText={strings.adminArea.loading}
          emptyText={s.noDeliveries}
        />
      )}
    </section>
  );
}
