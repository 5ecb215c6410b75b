import { useMutation } from '@tanstack/react-query';
import { responseMessage } from '../../model/errors/apiErrors';
import type { CompetencyProfile, WizardData } from '../../model/evaluation/types';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';
import { useGlobalLoading } from '../SubmitConfirmation';

/**
 * Sends the report to the administrator with the session's global loading flag on;
 * a failure shows "Could not submit report" with the server's message.
 */
export const useSubmitReport = (
  data: WizardData,
  profile: CompetencyProfile,
  draftId: string | undefined,
  onSubmitted: (reportId: string) => void,
) => {
  const { client } = useRolescope();
  const { user } = useSession();
  const { toast } = useToast();
  const strings = useStrings();
  const setLoading = useGlobalLoading();
  return useMutation({
    mutationKey: rolescopeKey('submitReport'),
    mutationFn: () =>
      client.sendReportToAdmin({
        email: user?.email ?? '',
        report: profile.competencyData,
        selectedLevels: profile.selectedLevels,
        userFilledDetails: data,
        draftId: draftId ?? '',
      }),
    onMutate: () => setLoading(true),
    onSuccess: (res) => {
      setLoading(false);
      onSubmitted(res.data.reportId);
    },
    onError: (error) => {
      setLoading(false);
      toast({
        variant: 'destructive',
        title: strings.toasts.submitFailed.title,
        description: responseMessage(error) ?? strings.toasts.errorFallback,
      });
    },
  });
};
