import { useEffect, useState } from 'react';

type Employee = { id: string; name: string };

/** The portal's own header: who is signed in to the portal (not to Rolescope). */
export function PortalHeader() {
  const [employee, setEmployee] = useState<Employee | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/portal/me', { signal: controller.signal })
      .then((res) => res.json() as Promise<Employee>)
      .then(setEmployee, () => undefined);
    return () => controller.abort();
  }, []);
  return (
    <header className="portal-header">
      <a href="/">Acme HR portal</a>
      <span>{employee ? `Signed in as ${employee.name} (${employee.id})` : null}</span>
    </header>
  );
}
