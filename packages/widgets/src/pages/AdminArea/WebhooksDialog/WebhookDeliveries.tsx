import type { WebhookDelivery } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import type { TableColumn } from '../../../primitives/Table';
import { rolescopeKey } from '../../../provider/queryKeys';
import { useRolescope } from '../../../provider/useRolescope';
import { formatString } from '../../../strings';
import { AdminDialogList } from '../AdminDialogList';
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
  const { client } = useRolescope();
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
    <AdminDialogList
      region
      title={formatString(s.deliveriesTitle, { url: endpoint.url })}
      list={deliveries}
      columns={columns}
      rowKey={(d) => d._id}
      emptyText={s.noDeliveries}
    />
  );
}
