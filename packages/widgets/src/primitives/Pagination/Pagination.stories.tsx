import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** The pagination with its own page state, as a list would hold it. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { label: 'Reports pages', page: 1, totalPages: 10, onPageChange: () => {} },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const Middle: Story = { args: { page: 5 } };

export const FewPages: Story = { args: { totalPages: 3, page: 2 } };

export const Moving: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 10')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
