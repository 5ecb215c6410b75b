import { SignUpForm } from '@rolescope/widgets';

/** `/signup`: the create-account page; on success it goes to /verify-otp with the form data. */
export function Route() {
  return (
    <main className="rs-demo-full rs-demo-centered">
      <SignUpForm />
    </main>
  );
}
