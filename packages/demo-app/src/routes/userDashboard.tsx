import type { Report } from '@rolescope/core';
import { Dashboard } from '@rolescope/widgets/pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportViewer } from './ReportViewer';

/**
 * `/user-dashboard`: welcome, Competency Report, the latest result (See My Result opens it in
 * the report dialog), the open drafts (Continue resumes one in its wizard), Select Report Type.
 */
export function Route() {
  const navigate = useNavigate();
  const [report, setReport] = useState<Report | null>(null);
  return (
    <>
      <Dashboard
        onStart={(reportType) =>
          void navigate(
            reportType === 'career' ? '/career-progression-evaluation' : '/competency-evaluation',
            { state: { reportType } },
          )
        }
        onViewReport={setReport}
      />
      <ReportViewer report={report} onClose={() => setReport(null)} />
    </>
  );
}
