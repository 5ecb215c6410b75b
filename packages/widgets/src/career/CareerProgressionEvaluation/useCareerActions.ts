import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { responseMessage } from '../../auth/shared/errors';
import { useToast } from '../../primitives/Toast';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';

/**
 * Save draft (save-draft, then update-draft with the same id) and Submit (send-report-to-admin)
 * of a career report, both with `reportType: 'career'`; toasts as the wizard shows them.
 */
export const useCareerActions = (
  report: () => unknown,
  onSubmitted: (reportId: string) => void,
) => {
  const { client } = useRolescope();
  const { user } = useSession();
  const { toast } = useToast();
  const strings = useStrings();
  const queryClient = useQueryClient();
  const draftId = useRef<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const failed = (title: string) => (error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: responseMessage(error) ?? strings.toasts.errorFallback,
    });

  const save = useMutation({
    mutationFn: async () => {
      const draftData = { reportType: 'career' as const, report: report() };
      const res = draftId.current
        ? await client.updateDraft({ draftId: draftId.current, draftData })
        : await client.saveDraft({ draftData });
      return res.data.draftId;
    },
    onSuccess: (id) => {
      draftId.current = id;
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['fetchReports'] });
      toast({ ...strings.toasts.draftSaved, variant: 'success' });
    },
    onError: failed(strings.toasts.draftSaveFailed.title),
  });

  const submit = useMutation({
    mutationFn: () =>
      client.sendReportToAdmin({
        email: user?.email ?? '',
        reportType: 'career',
        report: report(),
        selectedLevels: {},
        userFilledDetails: {},
        draftId: draftId.current ?? '',
      }),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: ['fetchReports'] });
      onSubmitted(res.data.reportId);
    },
    onError: failed(strings.toasts.submitFailed.title),
  });

  return { save, submit, saved };
};
