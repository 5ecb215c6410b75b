import type {
  CreateOrganizationRequest,
  Organization,
  OrganizationListResponse,
} from '../contract/admin';
import type {
  ForgotPasswordRequest,
  InitiateRegistrationRequest,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../contract/auth';
import type {
  CalculateCompetencyLevelRequest,
  CatalogFunction,
  CompetencyLevelItem,
  CompetencyOption,
  GetDomainCompetenciesRequest,
  GetFunctionalCompetenciesRequest,
  GetFunctionsRequest,
  IndustryCategory,
  JobFamily,
} from '../contract/catalog';
import type { HealthResponse, MessageResponse, PageQuery } from '../contract/common';
import type {
  DraftIdResponse,
  ReportListResponse,
  SaveDraftRequest,
  SendReportRequest,
  SendReportResponse,
  UpdateDraftRequest,
} from '../contract/reports';
import type { CallOptions } from './request';

/** The contract's success envelope. */
export interface DataResponse<T> {
  data: T;
  message?: string;
}

export interface ReportsQuery extends PageQuery {
  email: string;
}

type O = CallOptions;

/**
 * One method per endpoint of the HTTP contract. Each takes an optional last argument
 * `{ signal }` to abort it.
 *
 * Every method resolves to the whole response body, parsed with the contract's schema
 * (unknown fields dropped): `{ data, message? }`, `{ data, pagination }` for lists,
 * `{ message }` for calls that answer only a message, `{ status }` for `health`.
 *
 * It rejects with an `ApiError`: the HTTP status with the body's `message` (else the
 * status text) and `errors`, plus `retryAfter` (seconds) on a 429; status 0 'Network
 * error' when no answer came (the cause kept); status 502 'Unexpected response from
 * server' when a success body does not match the contract. A call aborted through its
 * `signal` rejects with the abort error itself, not an `ApiError`. A 401 or 403 answer
 * to a call that carried a token also calls the config's `onUnauthorized`.
 */
export interface ApiClient {
  /** POST /v1/survey/initiate-registration (also re-sends the code). */
  initiateRegistration(body: InitiateRegistrationRequest, o?: O): Promise<MessageResponse>;
  /** POST /v1/survey/verify-otp: creates the account. */
  verifyOtp(body: VerifyOtpRequest, o?: O): Promise<VerifyOtpResponse>;
  /** POST /v1/survey/login: `data` holds token, role and user. */
  login(body: LoginRequest, o?: O): Promise<LoginResponse>;
  /** POST /v1/survey/forgot-password */
  forgotPassword(body: ForgotPasswordRequest, o?: O): Promise<MessageResponse>;
  /** POST /v1/survey/reset-password */
  resetPassword(body: ResetPasswordRequest, o?: O): Promise<MessageResponse>;
  /** POST /v1/survey/logout (auth): ends the token's session. */
  logout(o?: O): Promise<MessageResponse>;
  /** POST /v1/survey/save-draft (auth) */
  saveDraft(body: SaveDraftRequest, o?: O): Promise<DraftIdResponse>;
  /** PUT /v1/survey/update-draft (auth) */
  updateDraft(body: UpdateDraftRequest, o?: O): Promise<DraftIdResponse>;
  /** DELETE /v1/survey/delete-draft/{id} (auth) */
  deleteDraft(id: string, o?: O): Promise<MessageResponse>;
  /** POST /v1/survey/send-report-to-admin (auth) */
  sendReportToAdmin(body: SendReportRequest, o?: O): Promise<SendReportResponse>;
  /** GET /v1/user/fetchUserReports/{email}?page=&limit= (auth); server defaults page 1, limit 10. */
  fetchUserReports(query: ReportsQuery, o?: O): Promise<ReportListResponse>;
  /** GET /v1/admin/getIndustryCategories (auth) */
  getIndustryCategories(o?: O): Promise<DataResponse<IndustryCategory[]>>;
  /** GET /v1/admin/{id}/getJobFamilyProcess (auth), id = industry category */
  getJobFamilyProcess(id: string, o?: O): Promise<DataResponse<JobFamily[]>>;
  /** GET /v1/admin/{id}/getDomainJobFamilyProcess (auth) */
  getDomainJobFamilyProcess(id: string, o?: O): Promise<DataResponse<JobFamily[]>>;
  /** POST /v1/admin/getFunctions (auth) */
  getFunctions(body: GetFunctionsRequest, o?: O): Promise<DataResponse<CatalogFunction[]>>;
  /** POST /v1/admin/getDomainFunctions (auth) */
  getDomainFunctions(body: GetFunctionsRequest, o?: O): Promise<DataResponse<CatalogFunction[]>>;
  /** POST /v1/common/getFunctionalCompetencies (auth) */
  getFunctionalCompetencies(
    body: GetFunctionalCompetenciesRequest,
    o?: O,
  ): Promise<DataResponse<CompetencyOption[]>>;
  /** POST /v1/common/getDomainCompetencies (auth) */
  getDomainCompetencies(
    body: GetDomainCompetenciesRequest,
    o?: O,
  ): Promise<DataResponse<CompetencyOption[]>>;
  /** POST /v1/user/calculateCompetencyLevel (auth) */
  calculateCompetencyLevel(
    body: CalculateCompetencyLevelRequest,
    o?: O,
  ): Promise<DataResponse<CompetencyLevelItem[]>>;
  /** GET /v1/admin/organizations?page=&limit= (admin) */
  listOrganizations(query?: PageQuery, o?: O): Promise<OrganizationListResponse>;
  /** POST /v1/admin/organizations (admin) */
  createOrganization(body: CreateOrganizationRequest, o?: O): Promise<DataResponse<Organization>>;
  /** PUT /v1/admin/organizations/{id}/toggle-status (admin), no body */
  toggleOrganizationStatus(id: string, o?: O): Promise<DataResponse<Organization>>;
  /** DELETE /v1/admin/organizations/{id} (admin) */
  deleteOrganization(id: string, o?: O): Promise<DataResponse<{ _id: string }>>;
  /** GET /v1/admin/reports?page=&limit= (admin): every user's submitted reports. */
  listAllReports(query?: PageQuery, o?: O): Promise<ReportListResponse>;
  /** GET /health */
  health(o?: O): Promise<HealthResponse>;
}
