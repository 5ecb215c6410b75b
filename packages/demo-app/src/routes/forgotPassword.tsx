import { ForgotPassword } from '@rolescope/widgets';

/** `/forgot-password`: the standalone request page ("Send Password Reset Email"). */
export function Route() {
  return (
    <main className="rs-demo-full rs-demo-centered">
      <div className="rs-demo-narrow">
        <ForgotPassword variant="page" />
      </div>
    </main>
  );
}
