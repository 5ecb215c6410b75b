import {
  createOrganizationRequestSchema,
  endpoints,
  getFunctionsRequestSchema,
} from '@rolescope/core';
import { requireAdmin } from '../http/auth';
import { jsonText } from '../http/jsonText';
import { paging } from '../http/pagination';
import { body } from '../http/validate';
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
import { listAllReports } from '../services/reports';
import type { RouteDeps } from './types';

/**
 * /v1/admin/*: the catalog calls (any signed-in role, as the wizard uses them) and the
 * administration calls (role admin only).
 */
export const registerAdminRoutes = ({ api, ctx, auth }: RouteDeps) => {
  const { catalog } = ctx;

  api.get(endpoints.getIndustryCategories.path, auth, (c) =>
    c.json({ data: listIndustryCategories(catalog) }),
  );
  api.get(endpoints.getJobFamilyProcess.path, auth, (c) =>
    c.json({ data: listJobFamilies(catalog, c.req.param('id') ?? '', 'job') }),
  );
  api.get(endpoints.getDomainJobFamilyProcess.path, auth, (c) =>
    c.json({ data: listJobFamilies(catalog, c.req.param('id') ?? '', 'domain') }),
  );
  api.post(endpoints.getFunctions.path, auth, async (c) => {
    const input = await body(c, getFunctionsRequestSchema);
    return c.json({ data: listFunctions(catalog, input, 'job') });
  });
  api.post(endpoints.getDomainFunctions.path, auth, async (c) => {
    const input = await body(c, getFunctionsRequestSchema);
    return c.json({ data: listFunctions(catalog, input, 'domain') });
  });

  api.get(endpoints.listOrganizations.path, auth, requireAdmin, async (c) =>
    c.json(await listOrganizations(ctx, paging(c))),
  );
  api.post(endpoints.createOrganization.path, auth, requireAdmin, async (c) => {
    const input = await body(c, createOrganizationRequestSchema);
    return c.json(
      { data: await createOrganization(ctx, input), message: ORGANIZATION_CREATED },
      201,
    );
  });
  api.put(endpoints.toggleOrganizationStatus.path, auth, requireAdmin, async (c) =>
    c.json({
      data: await toggleOrganization(ctx, c.req.param('id') ?? ''),
      message: ORGANIZATION_TOGGLED,
    }),
  );
  api.delete(endpoints.deleteOrganization.path, auth, requireAdmin, async (c) =>
    c.json({
      data: await deleteOrganization(ctx, c.req.param('id') ?? ''),
      message: ORGANIZATION_DELETED,
    }),
  );
  api.get(endpoints.listAllReports.path, auth, requireAdmin, async (c) =>
    jsonText(c, await listAllReports(ctx, paging(c))),
  );
};
