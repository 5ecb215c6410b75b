import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from '@rolescope/core/contract';
import { randomId, randomToken } from '../crypto/random';
import { badRequest, notFound } from '../errors';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../store/webhookRecords';
import { webhookUrlProblem } from '../webhooks/webhookUrl';
import type { ServiceContext } from './context';

const ORGANIZATION_NOT_FOUND = 'Organization not found';
const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
/** How many deliveries an endpoint's list shows. */
const DELIVERY_LIST_LIMIT = 50;
/** Endpoints an organisation may register. */
const MAX_ENDPOINTS = 16;

const toEndpoint = (e: WebhookEndpointRecord): WebhookEndpoint => ({
  _id: e.id,
  url: e.url,
  events: e.events,
  createdAt: e.createdAt.toISOString(),
});

const toDelivery = (d: WebhookDeliveryRecord): WebhookDelivery => ({
  _id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  attempts: d.attempts.map((a) => ({ ...a, at: a.at.toISOString() })),
});

const requireOrganization = async (ctx: ServiceContext, organizationId: string) => {
  if (!(await ctx.store.findOrganizationById(organizationId))) {
    throw notFound(ORGANIZATION_NOT_FOUND);
  }
};

/** Registers an endpoint; its signing secret is in this answer only. */
export const createWebhookEndpoint = async (
  ctx: ServiceContext,
  organizationId: string,
  input: CreateWebhookEndpointRequest,
): Promise<CreatedWebhookEndpoint> => {
  await requireOrganization(ctx, organizationId);
  const problem = webhookUrlProblem(input.url, ctx.config.webhooks?.allowLocalUrls ?? false);
  if (problem) throw badRequest(problem, { url: problem });
  if ((await ctx.store.listWebhookEndpoints(organizationId)).length >= MAX_ENDPOINTS) {
    throw badRequest(`An organization has at most ${MAX_ENDPOINTS} webhook endpoints`);
  }
  const secret = `whsec_${randomToken(32)}`;
  const record = await ctx.store.createWebhookEndpoint({
    id: randomId(),
    organizationId,
    url: new URL(input.url).href,
    events: [...new Set(input.events)],
    secret,
    createdAt: ctx.clock.now(),
  });
  return { ...toEndpoint(record), secret };
};

export const listWebhookEndpoints = async (ctx: ServiceContext, organizationId: string) => {
  await requireOrganization(ctx, organizationId);
  return (await ctx.store.listWebhookEndpoints(organizationId)).map(toEndpoint);
};

export const deleteWebhookEndpoint = async (
  ctx: ServiceContext,
  organizationId: string,
  id: string,
) => {
  await requireOrganization(ctx, organizationId);
  if (!(await ctx.store.deleteWebhookEndpoint(organizationId, id))) {
    throw notFound(WEBHOOK_NOT_FOUND);
  }
  return { _id: id };
};

export const listWebhookDeliveries = async (
  ctx: ServiceContext,
  organizationId: string,
  id: string,
) => {
  await requireOrganization(ctx, organizationId);
  const list = await ctx.store.listWebhookDeliveries(organizationId, id, DELIVERY_LIST_LIMIT);
  if (!list) throw notFound(WEBHOOK_NOT_FOUND);
  return list.map(toDelivery);
};
