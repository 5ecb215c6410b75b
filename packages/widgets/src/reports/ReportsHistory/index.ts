export { ReportsHistory, type ReportsHistoryProps } from './ReportsHistory';
