import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Table, type TableColumn } from './Table';

type Organization = { id: string; name: string; industry: string; status: string };

const rows: Organization[] = [
  { id: '1', name: 'Acme Widgets', industry: 'Manufacturing', status: 'Active' },
  { id: '2', name: 'Northwind Traders', industry: 'Retail', status: 'Inactive' },
  { id: '3', name: 'Globex', industry: 'Technology', status: 'Active' },
];

const columns: TableColumn<Organization>[] = [
  { key: 'serial', header: 'S.No', cell: (_, index) => index + 1 },
  { key: 'name', header: 'Name', cell: (org) => org.name },
  { key: 'industry', header: 'Industry category', cell: (org) => org.industry },
  { key: 'status', header: 'Status', cell: (org) => org.status },
  {
    key: 'actions',
    header: 'Actions',
    cell: (org) => (
      <Button size="sm" variant="secondary" aria-label={`View ${org.name}`}>
        View
      </Button>
    ),
  },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Organization>,
  args: { columns, rows, rowKey: (org: Organization) => org.id, caption: 'Organizations' },
} satisfies Meta<typeof Table<Organization>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {};

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = { args: { rows: [], emptyText: 'No organizations yet.' } };
