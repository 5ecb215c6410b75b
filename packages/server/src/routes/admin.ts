import {
  LARGEST_STORED_REPORT_BYTES,
  MAX_WHOLE_REPORTS_PAGE_SIZE,
  paging,
} from '../http/pagination';
import { JsonText } from '../http/route';
import { listFunctions, listIndustryCategories, listJobFamilies } from '../services/catalog';
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  ORGANIZATION_CREATED,
  ORGANIZATION_DELETED,
  ORGANIZATION_TOGGLED,
  toggleOrganization,
} from '../services/organizations';
import { getAnyReport, listAllReports } from '../services/reports';
import type { RouteDeps } from './types';

/**
 * /v1/admin/*: the catalog calls (any signed-in role, as the wizard uses them) and the
 * administration calls (role admin only, as their rows say).
 */
export const registerAdminRoutes = ({ route, ctx, wholeReports }: RouteDeps) => {
  const { catalog } = ctx;

  route('getIndustryCategories', () => ({ data: listIndustryCategories(catalog) }));
  route('getJobFamilyProcess', (_, { params }) => ({
    data: listJobFamilies(catalog, params.id, 'job'),
  }));
  route('getDomainJobFamilyProcess', (_, { params }) => ({
    data: listJobFamilies(catalog, params.id, 'domain'),
  }));
  route('getFunctions', (_, { body }) => ({ data: listFunctions(catalog, body, 'job') }));
  route('getDomainFunctions', (_, { body }) => ({ data: listFunctions(catalog, body, 'domain') }));

  route('listOrganizations', async (_, { query }) => listOrganizations(ctx, paging(query)));
  route('createOrganization', async (_, { body }) => ({
    data: await createOrganization(ctx, body),
    message: ORGANIZATION_CREATED,
  }));
  route('toggleOrganizationStatus', async (_, { params }) => ({
    data: await toggleOrganization(ctx, params.id),
    message: ORGANIZATION_TOGGLED,
  }));
  route('deleteOrganization', async (_, { params }) => ({
    data: await deleteOrganization(ctx, params.id),
    message: ORGANIZATION_DELETED,
  }));
  route(
    'listAllReports',
    async (_, { query }) => new JsonText(await listAllReports(ctx, paging(query), 'summary')),
  );
  route(
    'listAllReportDocuments',
    { gate: wholeReports.guard((c) => c.get('auth').userId, LARGEST_STORED_REPORT_BYTES) },
    async (_, { query }) =>
      new JsonText(
        await listAllReports(ctx, paging(query, MAX_WHOLE_REPORTS_PAGE_SIZE), 'document'),
      ),
  );
  route(
    'fetchAdminReport',
    async (_, { params }) => new JsonText(await getAnyReport(ctx, params.id)),
  );
};
