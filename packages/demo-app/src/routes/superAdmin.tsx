import type { Report } from '@rolescope/core';
import { AdminArea } from '@rolescope/widgets/pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportViewer } from './ReportViewer';

/** `/super-admin`: the administrator area. */
export function Route() {
  const navigate = useNavigate();
  const [report, setReport] = useState<Report | null>(null);
  return (
    <main className="rs-demo-full">
      <AdminArea
        onViewReport={setReport}
        onSignedOut={() => void navigate('/login', { replace: true })}
      />
      <ReportViewer report={report} onClose={() => setReport(null)} />
    </main>
  );
}
