import { BENCH_PASSWORD } from './seed';

/** Signs the bench users in, eight at a time; the sessions the load scenarios use. */
export async function signIn(base: string, emails: string[]) {
  const sessions: { email: string; token: string }[] = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = emails.slice(i, i + 8);
    await Promise.all(
      batch.map(async (email) => {
        const res = await fetch(`${base}/api/v1/survey/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: BENCH_PASSWORD }),
        });
        if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
        const body = (await res.json()) as { data: { token: string } };
        sessions.push({ email, token: body.data.token });
      }),
    );
  }
  return sessions;
}
