import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import {
  emptyInsights,
  INSIGHTS,
  insightsFixture,
  largeInsights,
  meAs,
  oneTeamInsights,
  organizationHandlers,
} from '../../test/insightsFixtures';
import { showsText } from '../../test/storyPlays';
import { signInForStory } from '../../test/storySession';
import { OrganizationInsights } from './OrganizationInsights';

// The preview serves the real API in memory; these handlers answer first: the session's
// `/v1/user/me` (role and features) and the organisation's endpoints with fixed figures.
const hr = (insights = insightsFixture) => [meAs('hr'), ...organizationHandlers(insights)];

const meta = {
  title: 'Organization/OrganizationInsights',
  component: OrganizationInsights,
  parameters: { msw: { handlers: hr() } },
  // Signed in, the widget asks `/v1/user/me`, which the handlers answer with the role.
  beforeEach: signInForStory,
} satisfies Meta<typeof OrganizationInsights>;

export default meta;
type Story = StoryObj<typeof meta>;

const heatmapName = 'Competencies at or above the recommended level';

/** Waits for the heatmap, so the page checked (axe) is the whole widget, not its loading. */
const showsHeatmap: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('table', { name: heatmapName }, { timeout: 10_000 }),
  ).toBeInTheDocument();
};

/** HR's view; a cell's people are listed below the heatmap (the test covers the drill-down). */
export const Default: Story = { play: showsHeatmap };

export const Loading: Story = {
  parameters: {
    msw: { handlers: [meAs('hr'), http.get(INSIGHTS, () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Filters' }, { timeout: 10_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the insights…');
  },
};

export const EmptyOrganisation: Story = {
  parameters: { msw: { handlers: hr(emptyInsights) } },
  play: showsText('No report was submitted in this period.'),
};

export const OneTeam: Story = {
  parameters: { msw: { handlers: hr(oneTeamInsights) } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: heatmapName },
      { timeout: 10_000 },
    );
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  },
};

/** 5,000 employees in six teams of 834, 667 of each evaluated. */
export const FiveThousandPeople: Story = {
  parameters: { msw: { handlers: hr(largeInsights(5000, 6)) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: heatmapName }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        meAs('hr'),
        http.get(INSIGHTS, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      ],
    },
  },
  play: showsText('The insights could not be loaded.', 15_000),
};

export const Dark: Story = { globals: { theme: 'dark' }, play: showsHeatmap };

/** A manager: the server scopes the figures to their reach. */
export const Manager: Story = {
  parameters: { msw: { handlers: [meAs('manager'), ...organizationHandlers()] } },
  play: async (context) => {
    await showsHeatmap(context);
    await expect(
      within(context.canvasElement).getByRole('heading', { name: "Your team's insights" }),
    ).toBeInTheDocument();
  },
};

/** An employee: a message, and nothing of the organisation is asked for. */
export const Employee: Story = {
  parameters: { msw: { handlers: [meAs('employee'), ...organizationHandlers()] } },
  play: showsText("Only HR and managers can see the organisation's insights."),
};

/** In a 375 px column (a phone): the tables scroll sideways inside their box. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: showsHeatmap,
};
