import type { WebhookEvent } from '@rolescope/core/contract';
import { webhookEventSchema } from '@rolescope/core/contract';
import { verifyWebhookSignature } from '@rolescope/core/webhooks';
import { submitBody } from './answers';
import { mintSession, ORGS, orgWithKey } from './embedFixtures';
import type { makeTestApp } from './harness';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export type Received = { url: string; body: string; signature: string | null };

/**
 * A fetch that records what the webhook worker sends and answers with `answer(n)` for the
 * n-th request (a status, or 'network' to fail without an answer).
 */
export const recordingFetch = (answer: (n: number) => number | 'network' = () => 200) => {
  const received: Received[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    received.push({
      url: String(url),
      body: String(init?.body),
      signature: headers.get('rolescope-signature'),
    });
    const a = answer(received.length);
    if (a === 'network') throw new TypeError('fetch failed');
    return new Response('ok', { status: a });
  }) as typeof globalThis.fetch;
  return { fetch, received };
};

/** The event of a received request, after checking its signature with `secret` at `now`. */
export const verifiedEvent = async (
  r: Received,
  secret: string,
  now: Date,
): Promise<WebhookEvent> => {
  const check = await verifyWebhookSignature({
    payload: r.body,
    header: r.signature,
    secret,
    now: Math.floor(now.getTime() / 1000),
  });
  if (!check.valid) throw new Error(`signature refused: ${check.reason}`);
  return webhookEventSchema.parse(JSON.parse(r.body));
};

export const webhooksPath = (orgId: string) => `${ORGS}/${orgId}/webhooks`;

export type CreatedEndpoint = { _id: string; url: string; events: string[]; secret: string };

/** Registers an endpoint of the organisation as the administrator. */
export const addEndpoint = async (
  t: TestApp,
  admin: string,
  orgId: string,
  url: string,
  events = ['report.submitted', 'report.deleted', 'draft.created'],
) => {
  const res = await t.call<{ data: CreatedEndpoint }>('POST', webhooksPath(orgId), {
    token: admin,
    body: { url, events },
  });
  if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** An organisation with an endpoint, and one employee's client secret. */
export const orgWithEndpoint = async (t: TestApp, admin: string, url: string, name = 'Acme') => {
  const org = await orgWithKey(t, admin, name);
  const endpoint = await addEndpoint(t, admin, org.orgId, url);
  const session = await mintSession(t, org.secret, `${name}-1`);
  return {
    ...org,
    endpoint,
    employee: session.body.data.clientSecret,
    email: `${name}-1@portal.example`,
  };
};

/** Saves a draft as `token`; answers its id. */
export const saveDraft = async (t: TestApp, token: string) => {
  const res = await t.call<{ data: { draftId: string } }>('POST', '/v1/survey/save-draft', {
    token,
    body: { draftData: { selectedLevels: { '1': 3 } } },
  });
  if (res.status !== 201) throw new Error(`draft: ${res.status}`);
  return res.body.data.draftId;
};

/** Submits the draft `draftId` as `token`. */
export const submitDraft = async (t: TestApp, token: string, email: string, draftId: string) => {
  const res = await t.call('POST', '/v1/survey/send-report-to-admin', {
    token,
    body: submitBody(email, draftId),
  });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
};
