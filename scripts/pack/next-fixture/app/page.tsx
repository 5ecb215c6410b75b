// The evaluation page, a Server Component: EvaluationFlow comes from the "use client" entry,
// so Next.js renders it as a client component (no props to serialize: it keeps its own state).
import { EvaluationFlow } from '@rolescope/widgets';

export default function EvaluationPage() {
  return (
    <main>
      <EvaluationFlow />
    </main>
  );
}
