import type { Case } from './createApiClient.cases';

const invitation = {
  _id: 'inv-1',
  email: 'ana@acme.example',
  externalUserId: 'emp-9',
  expiresAt: '2026-12-13T00:00:00.000Z',
  token: 'rs_inv_abc',
};
const inviteBody = { email: 'ana@acme.example', externalUserId: 'emp-9', expiresInDays: 14 };

/** Accounts joining organisations: invitations (admin and the portal's key), domains, joining. */
export const membershipCases: Case[] = [
  {
    name: 'previewInvitation',
    call: (c) => c.previewInvitation({ token: 'rs_inv_abc' }),
    method: 'POST',
    path: '/v1/invitations/preview',
    body: { token: 'rs_inv_abc' },
    response: { data: { organizationName: 'Acme', expiresAt: '2026-12-13T00:00:00.000Z' } },
  },
  {
    name: 'createInvitation',
    call: (c) => c.createInvitation({ id: 'org 1', body: inviteBody }),
    method: 'POST',
    path: '/v1/admin/organizations/org%201/invitations',
    body: inviteBody,
    status: 201,
    response: { data: invitation },
  },
  {
    name: 'createEmbedInvitation',
    call: (c) => c.createEmbedInvitation(inviteBody),
    method: 'POST',
    path: '/v1/embed/invitations',
    body: inviteBody,
    status: 201,
    response: { data: invitation },
  },
  {
    name: 'acceptInvitation',
    call: (c) => c.acceptInvitation({ token: 'rs_inv_abc' }),
    method: 'POST',
    path: '/v1/user/organization/join',
    body: { token: 'rs_inv_abc' },
    response: {
      data: { organizationId: 'org-1', organizationName: 'Acme', externalUserId: 'emp-9' },
    },
  },
  {
    name: 'listOrganizationDomains',
    call: (c) => c.listOrganizationDomains('org 1'),
    method: 'GET',
    path: '/v1/admin/organizations/org%201/domains',
    response: { data: { domains: ['acme.example'] } },
  },
  {
    name: 'setOrganizationDomains',
    call: (c) => c.setOrganizationDomains({ id: 'org 1', body: { domains: ['acme.example'] } }),
    method: 'PUT',
    path: '/v1/admin/organizations/org%201/domains',
    body: { domains: ['acme.example'] },
    response: { data: { domains: ['acme.example'] } },
  },
];
