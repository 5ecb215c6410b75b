export { AdminArea, type AdminAreaProps } from './AdminArea';
