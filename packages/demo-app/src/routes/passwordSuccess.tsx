import { PasswordSuccess } from '@rolescope/widgets';

/** `/password-success`: Back to Login. */
export function Route() {
  return (
    <main className="rs-demo-full rs-demo-centered">
      <div className="rs-demo-narrow">
        <PasswordSuccess />
      </div>
    </main>
  );
}
