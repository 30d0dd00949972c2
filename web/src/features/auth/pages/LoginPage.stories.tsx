import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LoginMutationVariables } from '../../../gql/graphql';
import { MOBILE, storyParameters } from '../../../test/stories';
import { ADMIN_CREDENTIALS, loginInvalidMock, loginPendingMock } from '../mocks/auth.mocks';
import LoginPage from './LoginPage';

const WRONG: LoginMutationVariables = { email: ADMIN_CREDENTIALS.email, password: 'guess' };

async function signIn(canvasElement: HTMLElement, { email, password }: LoginMutationVariables) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

const meta = {
  title: 'Pages/Auth/LoginPage',
  component: LoginPage,
  parameters: storyParameters({ route: '/admin/login', path: '/admin/login' }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Submitted empty. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

/** The button while the API answers. */
export const SigningIn: Story = {
  parameters: storyParameters({ mocks: [loginPendingMock(ADMIN_CREDENTIALS)] }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, ADMIN_CREDENTIALS);
    await expect(await within(canvasElement).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

/** A wrong password: the 'Login failed' toast says 'Invalid credentials'. */
export const Failed: Story = {
  parameters: storyParameters({ mocks: [loginInvalidMock(WRONG)] }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, WRONG);
    // The toast is drawn outside the story's root, in the document body.
    await expect(await within(document.body).findByText('Invalid credentials')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: MOBILE };
