import type { UserFilledDetails } from '@rolescope/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useGlobalLoading } from '../../evaluation';
import type { CareerReportPayload } from '../../model/career/careerModel';
import { responseMessage } from '../../model/errors/apiErrors';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';
import type { Draft } from '../../wizard/useDraft';
import type { Wizard } from '../../wizard/useWizard';

export type CareerSubmitOptions = {
  /** The report body as it stands (`buildCareerReport`). */
  report: CareerReportPayload | null;
  /** Its userFilledDetails (`careerUserFilledDetails`): the role the lists show. */
  userFilledDetails: UserFilledDetails;
  draft: Pick<Draft<unknown>, 'settled' | 'currentDraftId'>;
  wizard: Pick<Wizard, 'submit' | 'submitted' | 'failed'>;
  onSubmitted: (reportId: string) => void;
};

/**
 * Submit with `reportType: 'career'`, once the engine lets it (`wizard.submit()`: in review
 * with every step complete). It waits for a draft save in flight (so it sends the draft's id
 * and the draft leaves the list), turns the global loading flag on while it runs, and goes on
 * with `onSubmitted`; a failure shows "Could not submit report" and returns to the report.
 */
export const useCareerSubmit = (options: CareerSubmitOptions) => {
  const { client } = useRolescope();
  const { user } = useSession();
  const { toast } = useToast();
  const strings = useStrings();
  const queryClient = useQueryClient();
  const setLoading = useGlobalLoading();
  const latest = useRef(options);
  latest.current = options;

  const mutation = useMutation({
    mutationKey: rolescopeKey('submitCareerReport'),
    mutationFn: async () => {
      await latest.current.draft.settled();
      const o = latest.current;
      return client.sendReportToAdmin({
        email: user?.email ?? '',
        reportType: 'career',
        report: o.report ?? undefined,
        selectedLevels: {},
        userFilledDetails: o.userFilledDetails,
        draftId: o.draft.currentDraftId() ?? '',
      });
    },
    onMutate: () => setLoading(true),
    onSuccess: (res) => {
      setLoading(false);
      latest.current.wizard.submitted();
      void queryClient.invalidateQueries({ queryKey: rolescopeKey('fetchReports') });
      latest.current.onSubmitted(res.data.reportId);
    },
    onError: (error) => {
      setLoading(false);
      latest.current.wizard.failed();
      toast({
        variant: 'destructive',
        title: strings.toasts.submitFailed.title,
        description: responseMessage(error) ?? strings.toasts.errorFallback,
      });
    },
  });

  return {
    pending: mutation.isPending,
    submit: () => {
      if (latest.current.wizard.submit()) mutation.mutate();
    },
  };
};
