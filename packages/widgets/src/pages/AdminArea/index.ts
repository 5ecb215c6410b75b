export { AddOrganizationDialog, type AddOrganizationDialogProps } from './AddOrganizationDialog';
export { AdminArea, type AdminAreaProps } from './AdminArea';
export { ADMIN_REPORTS_PAGE_SIZE, AdminReportsPanel } from './AdminReportsPanel';
export { ORGANIZATIONS_PAGE_SIZE, OrganizationsPanel } from './OrganizationsPanel';
