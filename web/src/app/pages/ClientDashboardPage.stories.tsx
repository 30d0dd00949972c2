import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientUser, signedInAs, staffUser } from '../../features/auth/mocks/auth.mocks';
import { MOBILE, storyParameters } from '../../test/stories';
import ClientDashboardPage from './ClientDashboardPage';

const meta = {
  title: 'Pages/Client/ClientDashboardPage',
  component: ClientDashboardPage,
  beforeEach: signedInAs(clientUser),
  parameters: storyParameters({ route: '/client/dashboard' }),
} satisfies Meta<typeof ClientDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Client: Story = {};

/** Staff land here too after signing in (spec: only admins go to the admin dashboard); a link leads on. */
export const Staff: Story = { beforeEach: signedInAs(staffUser) };

export const Mobile: Story = { globals: MOBILE };
