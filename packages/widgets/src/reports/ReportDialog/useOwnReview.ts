import type { Report } from '@rolescope/core';
import type { ManagerReview } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { isCareerReport } from '../../model/career/readCareerReport';
import { isDraftReport } from '../../model/reports/reportFormat';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { hasRole, useSessionRole } from '../../session/useSessionRole';

/**
 * The manager's submitted review of the signed-in employee's own competency report, or null.
 * Asked only in an employee's session (a Rolescope account, or an embed session whose role is
 * `employee`): a manager or hr reading someone's report through the dialog has no own review
 * to see. Any failure reads as no review: the dialog then shows the report as before, and a
 * refusal here never reaches the provider (a 403 there would end the session).
 */
export const useOwnReview = (report: Report): ManagerReview | null => {
  const { client } = useRolescope();
  const employee = hasRole(useSessionRole(), null, 'employee');
  const eligible = employee && !isCareerReport(report) && !isDraftReport(report) && !!report._id;
  const query = useQuery({
    queryKey: rolescopeKey('ownReview', report._id),
    queryFn: async ({ signal }) => {
      try {
        return (await client.fetchOwnReportReview(report._id, { signal })).data;
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
    enabled: eligible,
  });
  return eligible && query.data?.status === 'submitted' ? query.data : null;
};
