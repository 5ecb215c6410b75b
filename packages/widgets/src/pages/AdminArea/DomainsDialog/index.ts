export { DomainsDialog } from './DomainsDialog';
