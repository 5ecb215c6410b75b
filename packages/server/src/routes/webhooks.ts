import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
} from '../services/webhooks';
import type { RouteDeps } from './types';

/** An organisation's webhook endpoints and their deliveries (administrators). */
export const registerWebhookRoutes = ({ route, ctx }: RouteDeps) => {
  route('createWebhookEndpoint', async (_, { params, body }) => ({
    data: await createWebhookEndpoint(ctx, params.id, body),
  }));
  route('listWebhookEndpoints', async (_, { params }) => ({
    data: await listWebhookEndpoints(ctx, params.id),
  }));
  route('deleteWebhookEndpoint', async (_, { params }) => ({
    data: await deleteWebhookEndpoint(ctx, params.id, params.webhookId),
  }));
  route('listWebhookDeliveries', async (_, { params }) => ({
    data: await listWebhookDeliveries(ctx, params.id, params.webhookId),
  }));
};
