export { Table, type TableColumn, type TableName, type TableProps } from './Table';
