export { Dashboard, type DashboardProps } from './Dashboard';
