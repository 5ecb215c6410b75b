import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings';
import * as styles from './AdminArea.css';

export type AddOrganizationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Adds an organisation: name and industry category, then a success toast. */
export function AddOrganizationDialog({ open, onOpenChange }: AddOrganizationDialogProps) {
  const strings = useStrings();
  const s = strings.adminArea;
  const { client } = useRolescope();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const formId = useId();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; industry?: string }>({});

  const categories = useQuery({
    queryKey: rolescopeKey('fetchIndustryCategories'),
    queryFn: ({ signal }) => client.getIndustryCategories({ signal }),
    enabled: open,
  });

  const close = () => {
    setName('');
    setIndustry(null);
    setErrors({});
    onOpenChange(false);
  };

  const create = useMutation({
    mutationFn: () =>
      client.createOrganization({ name: name.trim(), industryCategory: industry ?? '' }),
    onSuccess: () => {
      toast({ title: s.added, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: rolescopeKey('fetchOrganizations') });
      close();
    },
    onError: (error) =>
      toast({
        title: s.addFailed,
        description: responseMessage(error) ?? strings.toasts.errorFallback,
        variant: 'destructive',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : s.nameRequired,
      industry: industry ? undefined : s.industryRequired,
    };
    setErrors(next);
    if (!next.name && !next.industry) create.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={s.addTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId} pending={create.isPending} pendingLabel={s.saving}>
            {s.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={s.nameLabel}
          required
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
        />
        <Select
          label={s.industryLabel}
          required
          value={industry}
          error={errors.industry}
          options={(categories.data?.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          onChange={(value) => {
            setIndustry(value);
            setErrors((x) => ({ ...x, industry: undefined }));
          }}
        />
      </form>
    </Dialog>
  );
}
