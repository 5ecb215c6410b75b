export { sortableColumn } from './sortableColumn';
export { Table, type TableColumn } from './Table';
