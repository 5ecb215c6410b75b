import {
  catalogFunctionSchema,
  competencyLevelItemSchema,
  competencyOptionSchema,
  dataResponse,
  deletedResponseSchema,
  draftIdResponseSchema,
  errorBodySchema,
  healthResponseSchema,
  industryCategorySchema,
  jobFamilySchema,
  loginResponseSchema,
  messageResponseSchema,
  organizationListResponseSchema,
  organizationResponseSchema,
  reportListResponseSchema,
  reportSummaryListResponseSchema,
  sendReportResponseSchema,
  verifyOtpResponseSchema,
} from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lastCodeSentTo } from '../src/mail/memory';
import { submitBody } from './answers';
import { makeTestApp, signUpData } from './harness';
import { storeFactories } from './stores';

type Parser = { safeParse(v: unknown): { success: boolean; error?: unknown } };

const expectShape = (schema: Parser, body: unknown) => {
  const r = schema.safeParse(body);
  expect(r.success, JSON.stringify(r.error ?? null)).toBe(true);
};

describe.each(storeFactories)(
  'responses follow core’s contract schemas ($name store)',
  ({ create }) => {
    it('parses every success and error answer of a whole journey', async () => {
      const t = await makeTestApp({ store: await create() });
      const data = signUpData(1);
      expectShape(
        messageResponseSchema,
        (await t.call('POST', '/v1/survey/initiate-registration', { body: data })).body,
      );
      const otp = lastCodeSentTo(t.mailer, data.email);
      expectShape(
        verifyOtpResponseSchema,
        (await t.call('POST', '/v1/survey/verify-otp', { body: { ...data, otp } })).body,
      );
      const login = await t.call('POST', '/v1/survey/login', {
        body: { email: data.email, password: data.password },
      });
      expectShape(loginResponseSchema, login.body);
      const token = (login.body.data as { token: string }).token;

      const saved = await t.call('POST', '/v1/survey/save-draft', {
        token,
        body: { draftData: {} },
      });
      expectShape(draftIdResponseSchema, saved.body);
      const draftId = (saved.body.data as { draftId: string }).draftId;
      expectShape(
        draftIdResponseSchema,
        (
          await t.call('PUT', '/v1/survey/update-draft', {
            token,
            body: { draftId, draftData: {} },
          })
        ).body,
      );
      expectShape(
        sendReportResponseSchema,
        (
          await t.call('POST', '/v1/survey/send-report-to-admin', {
            token,
            body: submitBody(data.email, draftId),
          })
        ).body,
      );
      const draft2 = await t.call('POST', '/v1/survey/save-draft', {
        token,
        body: { draftData: { selectedLevels: { '1': 3 } } },
      });
      expectShape(
        reportListResponseSchema,
        (await t.call('GET', `/v1/user/fetchUserReports/${data.email}`, { token })).body,
      );
      expectShape(
        messageResponseSchema,
        (
          await t.call(
            'DELETE',
            `/v1/survey/delete-draft/${(draft2.body.data as { draftId: string }).draftId}`,
            { token },
          )
        ).body,
      );

      expectShape(
        dataResponse(z.array(industryCategorySchema)),
        (await t.call('GET', '/v1/admin/getIndustryCategories', { token })).body,
      );
      expectShape(
        dataResponse(z.array(jobFamilySchema)),
        (await t.call('GET', '/v1/admin/technology/getJobFamilyProcess', { token })).body,
      );
      expectShape(
        dataResponse(z.array(jobFamilySchema)),
        (await t.call('GET', '/v1/admin/technology/getDomainJobFamilyProcess', { token })).body,
      );
      const fnBody = {
        industryCategory: 'technology',
        jobFamilyProcessOptions: ['software-engineering', 'digital-product'],
      };
      expectShape(
        dataResponse(z.array(catalogFunctionSchema)),
        (await t.call('POST', '/v1/admin/getFunctions', { token, body: fnBody })).body,
      );
      expectShape(
        dataResponse(z.array(catalogFunctionSchema)),
        (await t.call('POST', '/v1/admin/getDomainFunctions', { token, body: fnBody })).body,
      );
      const compBody = {
        industryCategory: 'technology',
        functions: ['backend-development', 'product-management'],
        careerCategory: 'medium',
      };
      expectShape(
        dataResponse(z.array(competencyOptionSchema)),
        (await t.call('POST', '/v1/common/getFunctionalCompetencies', { token, body: compBody }))
          .body,
      );
      expectShape(
        dataResponse(z.array(competencyOptionSchema)),
        (await t.call('POST', '/v1/common/getDomainCompetencies', { token, body: compBody })).body,
      );
      expectShape(
        dataResponse(z.array(competencyLevelItemSchema)),
        (
          await t.call('POST', '/v1/user/calculateCompetencyLevel', {
            token,
            body: {
              industryCategory: 'technology',
              competencyName: ['programming', 'incident-management'],
              level: 'apply',
            },
          })
        ).body,
      );

      const admin = await t.adminToken();
      const org = await t.call('POST', '/v1/admin/organizations', {
        token: admin,
        body: { name: 'Acme', industryCategory: 'technology' },
      });
      expectShape(organizationResponseSchema, org.body);
      const orgId = (org.body.data as { _id: string })._id;
      expectShape(
        organizationListResponseSchema,
        (await t.call('GET', '/v1/admin/organizations', { token: admin })).body,
      );
      expectShape(
        organizationResponseSchema,
        (await t.call('PUT', `/v1/admin/organizations/${orgId}/toggle-status`, { token: admin }))
          .body,
      );
      expectShape(
        deletedResponseSchema,
        (await t.call('DELETE', `/v1/admin/organizations/${orgId}`, { token: admin })).body,
      );
      expectShape(
        reportSummaryListResponseSchema,
        (await t.call('GET', '/v1/admin/reports', { token: admin })).body,
      );
      expectShape(
        reportListResponseSchema,
        (await t.call('GET', '/v1/admin/report-documents', { token: admin })).body,
      );

      expectShape(
        messageResponseSchema,
        (await t.call('POST', '/v1/survey/forgot-password', { body: { email: data.email } })).body,
      );
      expectShape(
        messageResponseSchema,
        (
          await t.call('POST', '/v1/survey/reset-password', {
            body: { token: await t.resetTokenFor(data.email), password: 'Newer@1234' },
          })
        ).body,
      );
      expectShape(healthResponseSchema, (await t.call('GET', '/health')).body);
      expectShape(
        messageResponseSchema,
        (await t.call('POST', '/v1/survey/logout', { token: admin })).body,
      );

      for (const res of [
        await t.call('POST', '/v1/survey/login', { body: {} }),
        await t.call('POST', '/v1/survey/login', { body: { email: 'x@y.zz', password: 'p' } }),
        await t.call('GET', '/v1/admin/reports', { token }),
        await t.call('GET', '/v1/nowhere'),
      ]) {
        expectShape(errorBodySchema, res.body);
      }
    });
  },
);
