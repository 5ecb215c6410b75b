import type { Organization } from '@rolescope/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Switch } from '../../primitives/Switch';
import { useToast } from '../../primitives/Toast';
import { useRolescope } from '../../provider/useRolescope';
import { formatString, useStrings } from '../../strings';
import * as page from '../shared/page.css';
import { AddOrganizationDialog } from './AddOrganizationDialog';
import * as styles from './AdminArea.css';
import { Pagination } from './Pagination';

/** Organisations per page in the admin area. */
export const ORGANIZATIONS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The organisations list: add, toggle status and delete (with confirmation), paginated. */
export function OrganizationsPanel() {
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

  const list = useQuery({
    queryKey: ['fetchOrganizations', pageNumber],
    queryFn: ({ signal }) =>
      client.listOrganizations({ page: pageNumber, limit: ORGANIZATIONS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['fetchOrganizations'] });

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

  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={page.sectionTitle}>
          {s.organizationsTitle}
        </h2>
        <Button onClick={() => setAdding(true)}>{s.addOrganization}</Button>
      </div>
      {list.isPending ? <p className={page.muted}>{s.loading}</p> : null}
      {list.isError ? (
        <div className={page.row} role="alert">
          <p className={page.muted}>{s.loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <p className={page.muted}>{s.noOrganizations}</p>
      ) : null}
      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {s.columns.name}
                </th>
                <th className={styles.th} scope="col">
                  {s.columns.industry}
                </th>
                <th className={styles.th} scope="col">
                  {s.columns.created}
                </th>
                <th className={styles.th} scope="col">
                  {s.columns.status}
                </th>
                <th className={styles.th} scope="col">
                  {s.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((org) => (
                <tr key={org._id}>
                  <td className={styles.td}>{org.name}</td>
                  <td className={styles.td}>{org.industryCategory}</td>
                  <td className={styles.td}>{dateFormat.format(new Date(org.createdAt))}</td>
                  <td className={styles.td}>{s.statuses[org.status]}</td>
                  <td className={styles.td}>
                    <div className={styles.actions}>
                      <Switch
                        label={formatString(s.toggleStatus, { name: org.name })}
                        checked={org.status === 'active'}
                        disabled={toggle.isPending && toggle.variables === org._id}
                        onCheckedChange={() => toggle.mutate(org._id)}
                      />
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={formatString(s.deleteLabel, { name: org.name })}
                        onClick={() => setDeleting(org)}
                      >
                        {s.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        label={s.organizationsTitle}
        page={pageNumber}
        totalPages={totalPages}
        onPageChange={setPageNumber}
      />
      <AddOrganizationDialog open={adding} onOpenChange={setAdding} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        role="alertdialog"
        dismissable={false}
        size="sm"
        title={s.deleteTitle}
        description={s.deleteConfirm}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {s.cancel}
            </Button>
            <Button
              variant="destructive"
              pending={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting._id)}
            >
              {s.confirmDelete}
            </Button>
          </>
        }
      />
    </section>
  );
}
