import type { WebhookEventType } from '@rolescope/core/contract';
import type { ReportRecord } from '../records';
import type {
  ClaimedDelivery,
  ClaimRequest,
  DeliveryOutcome,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '../webhookRecords';
import { copy } from './helpers';
import { MemoryDirectoryStore } from './memoryDirectory';

type Outbox = WebhookDeliveryRecord & { payload: string; leaseToken: string | null };

const byNewest = <T extends { createdAt: Date; id: string }>(a: T, b: T) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const randomHex = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Webhook endpoints and the outbox of the memory store: each event is queued in the same
 * synchronous step as its change (see `reportEvent`). MemoryStore says whose a report is.
 */
export abstract class MemoryWebhooksStore extends MemoryDirectoryStore {
  private endpoints = new Map<string, WebhookEndpointRecord>();
  private outbox = new Map<string, Outbox>();

  /** The organisation and portal id of a user, when the user is an organisation's employee. */
  protected abstract employeeOf(
    userId: string,
  ): { organizationId: string; externalUserId: string | null } | null;

  protected override reportEvent(type: WebhookEventType, report: ReportRecord, at: Date): void {
    const employee = this.employeeOf(report.ownerId);
    if (!employee) return;
    this.queueEvent(employee.organizationId, type, at, {
      reportId: report.id,
      externalUserId: employee.externalUserId,
      status: report.status,
      reportType: report.reportType,
    });
  }

  /** One outbox row per endpoint of the organisation subscribed to `type`, in this step. */
  protected queueEvent(organizationId: string, type: WebhookEventType, at: Date, data: object) {
    const subscribed = [...this.endpoints.values()].filter(
      (e) => e.organizationId === organizationId && e.events.includes(type),
    );
    if (subscribed.length === 0) return;
    const eventId = `evt_${randomHex()}`;
    const payload = JSON.stringify({
      id: eventId,
      type,
      created: Math.floor(at.getTime() / 1000),
      organizationId,
      data,
    });
    for (const endpoint of subscribed) {
      const id = `whd_${randomHex()}`;
      this.outbox.set(id, {
        id,
        endpointId: endpoint.id,
        eventId,
        eventType: type,
        status: 'pending',
        createdAt: at,
        nextAttemptAt: null,
        attempts: [],
        payload,
        leaseToken: null,
      });
    }
  }

  override async deleteOrganization(id: string): Promise<boolean> {
    for (const e of [...this.endpoints.values()]) {
      if (e.organizationId === id) this.dropEndpoint(e.id);
    }
    return super.deleteOrganization(id);
  }

  private dropEndpoint(id: string) {
    this.endpoints.delete(id);
    for (const [k, d] of this.outbox) if (d.endpointId === id) this.outbox.delete(k);
  }

  async createWebhookEndpoint(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord> {
    if (!this.organizations.has(record.organizationId)) throw new Error('No such organization');
    this.endpoints.set(record.id, copy(record));
    return copy(record);
  }

  async listWebhookEndpoints(organizationId: string): Promise<WebhookEndpointRecord[]> {
    return [...this.endpoints.values()]
      .filter((e) => e.organizationId === organizationId)
      .sort(byNewest)
      .map(copy);
  }

  async deleteWebhookEndpoint(organizationId: string, id: string): Promise<boolean> {
    const e = this.endpoints.get(id);
    if (!e || e.organizationId !== organizationId) return false;
    this.dropEndpoint(id);
    return true;
  }

  async listWebhookDeliveries(
    organizationId: string,
    endpointId: string,
    limit: number,
  ): Promise<WebhookDeliveryRecord[] | null> {
    const e = this.endpoints.get(endpointId);
    if (!e || e.organizationId !== organizationId) return null;
    return [...this.outbox.values()]
      .filter((d) => d.endpointId === endpointId)
      .sort(byNewest)
      .slice(0, limit)
      .map(({ payload: _, leaseToken: __, ...d }) =>
        copy({ ...d, nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null }),
      );
  }

  async claimWebhookDeliveries(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    const now = request.now.getTime();
    const due = [...this.outbox.values()]
      .filter((d) => d.status === 'pending' && (d.nextAttemptAt?.getTime() ?? -1) <= now)
      .sort(
        (a, b) =>
          (a.nextAttemptAt?.getTime() ?? -1) - (b.nextAttemptAt?.getTime() ?? -1) ||
          a.createdAt.getTime() - b.createdAt.getTime(),
      )
      .slice(0, request.limit);
    return due.flatMap((d) => {
      const endpoint = this.endpoints.get(d.endpointId);
      if (!endpoint) return [];
      d.nextAttemptAt = request.leaseUntil;
      d.leaseToken = request.leaseToken;
      return [
        {
          id: d.id,
          leaseToken: request.leaseToken,
          url: endpoint.url,
          secret: endpoint.secret,
          payload: d.payload,
          createdAt: d.createdAt,
          attemptCount: d.attempts.length,
        },
      ];
    });
  }

  async recordWebhookAttempt(outcome: DeliveryOutcome): Promise<boolean> {
    const d = this.outbox.get(outcome.deliveryId);
    if (!d || d.leaseToken !== outcome.leaseToken) return false;
    d.status = outcome.status;
    d.nextAttemptAt = outcome.nextAttemptAt;
    d.leaseToken = null;
    d.attempts.push(copy(outcome.attempt));
    return true;
  }
}
