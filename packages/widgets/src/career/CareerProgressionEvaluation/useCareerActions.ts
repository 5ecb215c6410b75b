import type { UserFilledDetails } from '@rolescope/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { responseMessage } from '../../auth/shared/errors';
import { useGlobalLoading } from '../../evaluation/SubmitConfirmation';
import { useToast } from '../../primitives/Toast';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';

export type CareerActionsOptions = {
  /** The report body as it stands (`buildCareerReport`, or the goal alone before step 2). */
  report: () => unknown;
  /** Its userFilledDetails (`careerUserFilledDetails`): the role the lists show. */
  userFilledDetails: () => UserFilledDetails;
  /** A resumed draft: saves update it, Submit removes it. */
  draftId?: string;
  onSubmitted: (reportId: string) => void;
};

/**
 * Drafts and Submit, both with `reportType: 'career'`. `save()` saves the state as it is when
 * the save runs; saves run one at a time, so the first creates the draft (save-draft) and the
 * rest update it (update-draft, also from the first save of a resumed draft); each success
 * shows "Data saved". Submit waits for a save in flight (so it sends the draft's id and the
 * draft leaves the list), turns the global loading flag on while it runs, and goes on with
 * `onSubmitted`; failures show "Could not save draft" / "Could not submit report".
 */
export const useCareerActions = (options: CareerActionsOptions) => {
  const { client } = useRolescope();
  const { user } = useSession();
  const { toast } = useToast();
  const strings = useStrings();
  const queryClient = useQueryClient();
  const setLoading = useGlobalLoading();
  const latest = useRef(options);
  latest.current = options;
  const draftId = useRef<string | undefined>(options.draftId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [saving, setSaving] = useState(0);
  const failed = useCallback(
    (title: string, error: unknown) =>
      toast({
        variant: 'destructive',
        title,
        description: responseMessage(error) ?? strings.toasts.errorFallback,
      }),
    [toast, strings],
  );

  const attempt = useCallback(async (): Promise<boolean> => {
    const draftData = {
      reportType: 'career' as const,
      report: latest.current.report(),
      userFilledDetails: latest.current.userFilledDetails(),
    };
    try {
      const res = draftId.current
        ? await client.updateDraft({ draftId: draftId.current, draftData })
        : await client.saveDraft({ draftData });
      draftId.current = res.data.draftId || draftId.current;
      void queryClient.invalidateQueries({ queryKey: ['fetchReports'] });
      toast({ ...strings.toasts.draftSaved, variant: 'success' });
      return true;
    } catch (error) {
      failed(strings.toasts.draftSaveFailed.title, error);
      return false;
    }
  }, [client, failed, queryClient, strings, toast]);

  const save = useCallback((): Promise<boolean> => {
    setSaving((n) => n + 1);
    const run = queue.current.then(attempt, attempt).finally(() => setSaving((n) => n - 1));
    queue.current = run;
    return run;
  }, [attempt]);

  const submit = useMutation({
    mutationFn: async () => {
      await queue.current.catch(() => undefined);
      const o = latest.current;
      return client.sendReportToAdmin({
        email: user?.email ?? '',
        reportType: 'career',
        report: o.report(),
        selectedLevels: {},
        userFilledDetails: o.userFilledDetails(),
        draftId: draftId.current ?? '',
      });
    },
    onMutate: () => setLoading(true),
    onSuccess: (res) => {
      setLoading(false);
      void queryClient.invalidateQueries({ queryKey: ['fetchReports'] });
      latest.current.onSubmitted(res.data.reportId);
    },
    onError: (error) => {
      setLoading(false);
      failed(strings.toasts.submitFailed.title, error);
    },
  });

  return { save, saving: saving > 0, submit };
};
