import type { Endpoint } from './endpoint';
import {
  createdWebhookEndpointResponseSchema,
  createWebhookEndpointRequestSchema,
  deletedWebhookEndpointResponseSchema,
  webhookDeliveryListResponseSchema,
  webhookEndpointListResponseSchema,
} from './webhooks';

/** The endpoint table's rows of an organisation's webhooks (administrators only). */
export const webhookEndpoints = {
  /**
   * Registers a webhook endpoint of an organisation (an http(s) URL and its events); the
   * signing `secret` appears in this answer only.
   */
  createWebhookEndpoint: {
    method: 'POST',
    path: '/v1/admin/organizations/:id/webhooks',
    access: 'admin',
    body: createWebhookEndpointRequestSchema,
    response: createdWebhookEndpointResponseSchema,
    status: 201,
  },
  /** An organisation's webhook endpoints, newest first (never their secrets). */
  listWebhookEndpoints: {
    method: 'GET',
    path: '/v1/admin/organizations/:id/webhooks',
    access: 'admin',
    response: webhookEndpointListResponseSchema,
  },
  /** Deletes a webhook endpoint; its pending deliveries go with it. */
  deleteWebhookEndpoint: {
    method: 'DELETE',
    path: '/v1/admin/organizations/:id/webhooks/:webhookId',
    access: 'admin',
    response: deletedWebhookEndpointResponseSchema,
  },
  /** The endpoint's latest deliveries (up to 50, newest first), each with its attempts. */
  listWebhookDeliveries: {
    method: 'GET',
    path: '/v1/admin/organizations/:id/webhooks/:webhookId/deliveries',
    access: 'admin',
    response: webhookDeliveryListResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
