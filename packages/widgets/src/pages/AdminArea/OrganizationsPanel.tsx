import type { Organization } from '@rolescope/core/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Switch } from '../../primitives/Switch';
import type { TableColumn } from '../../primitives/Table';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { formatString, useStrings } from '../../strings';
import * as page from '../shared/page.css';
import { AddOrganizationDialog } from './AddOrganizationDialog';
import * as styles from './AdminArea.css';
import { AdminRemoval } from './AdminRemoval';
import { AdminTable } from './AdminTable';
import { ApiKeysDialog } from './ApiKeysDialog';
import { apiKeyStrings } from './ApiKeysDialog/apiKeyStrings';
import { DomainsDialog } from './DomainsDialog';
import { domainStrings } from './DomainsDialog/domainStrings';
import { InviteDialog } from './InviteDialog';
import { inviteStrings } from './InviteDialog/inviteStrings';
import { WebhooksDialog } from './WebhooksDialog';
import { webhookStrings } from './WebhooksDialog/webhookStrings';

/** Organisations per page in the admin area. */
const ORGANIZATIONS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export type OrganizationsPanelProps = {
  /** Adds an "Insights" button to each row (e.g. to open the organisation's insights page). */
  onViewInsights?: (organization: Organization) => void;
};

/**
 * The organisations list: add, toggle status, open the insights, manage the API keys and
 * delete (with confirmation), paginated.
 */
export function OrganizationsPanel({ onViewInsights }: OrganizationsPanelProps) {
  const strings = useStrings();
  const s = strings.adminArea;
  const t = strings.toasts;
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const id = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const [managingKeys, setManagingKeys] = useState<Organization | null>(null);
  const [managingHooks, setManagingHooks] = useState<Organization | null>(null);
  const [inviting, setInviting] = useState<Organization | null>(null);
  const [claiming, setClaiming] = useState<Organization | null>(null);

  const list = useQuery({
    queryKey: rolescopeKey('fetchOrganizations', pageNumber),
    queryFn: ({ signal }) =>
      client.listOrganizations({ page: pageNumber, limit: ORGANIZATIONS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: rolescopeKey('fetchOrganizations') });

  const toggle = useMutation({
    mutationFn: (orgId: string) => client.toggleOrganizationStatus(orgId),
    onSuccess: () => {
      toast({ title: t.organizationStatusChanged.title, variant: 'success' });
      void refresh();
    },
    onError: () => toast({ title: t.organizationStatusFailed.title, variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (orgId: string) => client.deleteOrganization(orgId),
    onSuccess: () => {
      toast({ title: t.organizationDeleted.title, variant: 'success' });
      setDeleting(null);
      void refresh();
    },
    onError: () => {
      toast({ title: t.organizationDeleteFailed.title, variant: 'destructive' });
      setDeleting(null);
    },
  });

  const columns: TableColumn<Organization>[] = [
    { key: 'name', header: s.columns.name, cell: (org) => org.name },
    { key: 'industry', header: s.columns.industry, cell: (org) => org.industryCategory },
    {
      key: 'created',
      header: s.columns.created,
      cell: (org) => dateFormat.format(new Date(org.createdAt)),
    },
    { key: 'status', header: s.columns.status, cell: (org) => s.statuses[org.status] },
    {
      key: 'actions',
      header: s.columns.actions,
      cell: (org) => (
        <div className={styles.actions}>
          <Switch
            label={formatString(s.toggleStatus, { name: org.name })}
            checked={org.status === 'active'}
            disabled={toggle.isPending && toggle.variables === org._id}
            onCheckedChange={() => toggle.mutate(org._id)}
          />
          {onViewInsights ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={formatString(s.insightsLabel, { name: org.name })}
              onClick={() => onViewInsights(org)}
            >
              {s.insights}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            aria-label={formatString(inviteStrings.openLabel, { name: org.name })}
            onClick={() => setInviting(org)}
          >
            {inviteStrings.open}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={formatString(domainStrings.openLabel, { name: org.name })}
            onClick={() => setClaiming(org)}
          >
            {domainStrings.open}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={formatString(apiKeyStrings.openLabel, { name: org.name })}
            onClick={() => setManagingKeys(org)}
          >
            {apiKeyStrings.open}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={formatString(webhookStrings.openLabel, { name: org.name })}
            onClick={() => setManagingHooks(org)}
          >
            {webhookStrings.open}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            aria-label={formatString(s.deleteLabel, { name: org.name })}
            onClick={() => setDeleting(org)}
          >
            {s.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={page.sectionTitle}>
          {s.organizationsTitle}
        </h2>
        <Button onClick={() => setAdding(true)}>{s.addOrganization}</Button>
      </div>
      <AdminTable
        list={list}
        label={s.organizationsTitle}
        labelledBy={`${id}-title`}
        columns={columns}
        rowKey={(org) => org._id}
        emptyText={s.noOrganizations}
        pageNumber={pageNumber}
        onPageChange={setPageNumber}
      />
      <AddOrganizationDialog open={adding} onOpenChange={setAdding} />
      <InviteDialog organization={inviting} onClose={() => setInviting(null)} />
      <DomainsDialog organization={claiming} onClose={() => setClaiming(null)} />
      <ApiKeysDialog organization={managingKeys} onClose={() => setManagingKeys(null)} />
      <WebhooksDialog organization={managingHooks} onClose={() => setManagingHooks(null)} />
      <AdminRemoval
        target={deleting}
        onCancel={() => setDeleting(null)}
        removal={remove}
        texts={{
          title: s.deleteTitle,
          description: s.deleteConfirm,
          cancel: s.cancel,
          confirm: s.confirmDelete,
        }}
      />
    </section>
  );
}
