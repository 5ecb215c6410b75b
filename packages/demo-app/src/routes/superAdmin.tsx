import type { Report } from '@rolescope/core';
import { AdminArea } from '@rolescope/widgets/pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrganizationInsightsState } from './organizationInsights';
import { ReportViewer } from './ReportViewer';

/** `/super-admin`: the administrator area. */
export function Route() {
  const navigate = useNavigate();
  const [report, setReport] = useState<Report | null>(null);
  return (
    <main className="rs-demo-full">
      <AdminArea
        onViewReport={setReport}
        onViewInsights={(org) =>
          void navigate(`/super-admin/organizations/${encodeURIComponent(org._id)}/insights`, {
            state: { name: org.name } satisfies OrganizationInsightsState,
          })
        }
        onSignedOut={() => void navigate('/login', { replace: true })}
      />
      <ReportViewer report={report} onClose={() => setReport(null)} />
    </main>
  );
}
