export { Dashboard, type DashboardProps } from './Dashboard';
export { findLatestCompleted, isCompleted } from './findLatestCompleted';
