import { type Case, createdAt } from './createApiClient.cases';

const endpoint = {
  _id: 'w1',
  url: 'https://portal.example/hooks',
  events: ['report.submitted'],
  createdAt,
};

/** An organisation's webhook endpoints and their deliveries (administrators). */
export const webhookCases: Case[] = [
  {
    name: 'createWebhookEndpoint',
    call: (c) =>
      c.createWebhookEndpoint({
        id: 'o1',
        body: { url: endpoint.url, events: ['report.submitted'] },
      }),
    method: 'POST',
    path: '/v1/admin/organizations/o1/webhooks',
    body: { url: endpoint.url, events: ['report.submitted'] },
    status: 201,
    response: { data: { ...endpoint, secret: `whsec_${'a'.repeat(43)}` } },
  },
  {
    name: 'listWebhookEndpoints',
    call: (c) => c.listWebhookEndpoints('o1'),
    method: 'GET',
    path: '/v1/admin/organizations/o1/webhooks',
    response: { data: [endpoint] },
  },
  {
    name: 'deleteWebhookEndpoint',
    call: (c) => c.deleteWebhookEndpoint({ id: 'o1', webhookId: 'w1' }),
    method: 'DELETE',
    path: '/v1/admin/organizations/o1/webhooks/w1',
    response: { data: { _id: 'w1' } },
  },
  {
    name: 'listWebhookDeliveries',
    call: (c) => c.listWebhookDeliveries({ id: 'o1', webhookId: 'w1' }),
    method: 'GET',
    path: '/v1/admin/organizations/o1/webhooks/w1/deliveries',
    response: {
      data: [
        {
          _id: 'd1',
          eventId: 'evt_1',
          eventType: 'report.submitted',
          status: 'delivered',
          createdAt,
          nextAttemptAt: null,
          attempts: [
            { at: createdAt, statusCode: 200, error: null, durationMs: 12, succeeded: true },
          ],
        },
      ],
    },
  },
];
