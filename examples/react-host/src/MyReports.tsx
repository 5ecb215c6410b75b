import { ReportsHistory } from '@rolescope/widgets';
import { ROUTES } from './routes';
import type { Navigate } from './usePortalLocation';

/**
 * The employee's reports and drafts; View opens a report in the ReportDialog, with their
 * manager's review beside their own levels once it is submitted.
 */
export function MyReports({ navigate }: { navigate: Navigate }) {
  return (
    <ReportsHistory
      onBack={() => navigate(ROUTES.evaluation)}
      onStartEvaluation={() => navigate(ROUTES.evaluation)}
      onCompleteAssessment={(state) => navigate(ROUTES.evaluation, { state })}
    />
  );
}
