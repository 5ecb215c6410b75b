import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { showsText } from '../../test/storyPlays';
import { darkTheme, lightTheme } from '../../theme/createTheme';
import { TeamReports } from './TeamReports';
import { manyPeople, ONE_TEAM, seedTeam, type TeamPerson } from './testTeam';

const TEAM = '*/api/v1/embed/team';
const origin = () => globalThis.location?.origin ?? 'http://localhost';
const request = (path: string, init: RequestInit) => fetch(`${origin()}${path}`, init);

/** A story's loader: an organisation with `people` and the client secret of `who`'s session. */
const asManager =
  (people: TeamPerson[], role: 'manager' | 'employee' = 'manager', who = 'm1') =>
  async () => {
    const { sessionOf } = await seedTeam(request, people);
    return { secret: await sessionOf(who, role) };
  };

type Args = { width?: number; dark?: boolean };

/** The widget in a provider of its own, started as an embed session with the seeded secret. */
const render: StoryObj<Args>['render'] = ({ width, dark }, { loaded }) => (
  <RolescopeProvider
    baseUrl={`${origin()}/api`}
    fetchClientSecret={async () => (loaded as { secret: string }).secret}
    theme={dark ? darkTheme() : lightTheme()}
  >
    <div style={width ? { width: `${width}px` } : undefined}>
      <TeamReports onReview={(id) => console.info('[rolescope] review', id)} />
    </div>
  </RolescopeProvider>
);

const meta = {
  title: 'Organization/TeamReports',
  render,
  loaders: [asManager(ONE_TEAM)],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneTeam: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, { timeout: 10_000 });
    await expect(within(table).getByRole('cell', { name: 'Ana' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(TEAM, () => delay('infinite'))] } },
  play: showsText("Loading your people's reports..."),
};

export const EmptyOrganization: Story = {
  name: 'Empty organisation',
  loaders: [asManager([{ externalUserId: 'm1', name: 'Maya' }])],
  play: showsText('No one to show yet'),
};

export const FiveThousandPeople: Story = {
  name: '5,000 people',
  loaders: [asManager(manyPeople(5000))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'table',
        { name: 'Your people, page 1 of 500' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(TEAM, () => HttpResponse.json({ message: 'Unavailable' }, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Employee: Story = {
  loaders: [asManager(ONE_TEAM, 'employee', 'e1')],
  play: showsText("Only managers and HR can see their people's reports"),
};

export const Dark: Story = {
  args: { dark: true },
  play: OneTeam.play,
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  args: { width: 375 },
  play: OneTeam.play,
};
