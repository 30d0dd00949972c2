import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
// The generated documents themselves: shared code does not reach into a feature.
import { CreateProjectDocument, UpdateProjectDocument, type CreateProjectInput } from '../gql/graphql';
import type { AnyApolloMock } from '../test/apollo-mocks';
import { dataMock, errorMock, invalidInput, networkErrorMock } from '../test/apollo-mocks';
import { useRecordMutation } from './record-mutation';
import { clearToasts, useToasts } from './toast';

const input = {
  title: 'Inventory Robot',
  client: 'Acme Warehousing',
  category: 'AI/ML Solutions',
  status: 'PLANNING',
  date: '2026-03-05',
  description: 'Robots that count stock at night.',
  featured: false,
  icon: 'CODE',
} satisfies CreateProjectInput;
const saved = { __typename: 'Project' as const, id: 9, ...input };

function renderCreate(mocks: readonly AnyApolloMock[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(
    () => ({
      mutation: useRecordMutation(CreateProjectDocument, {
        success: { title: 'Project created', description: 'The project has been successfully created.' },
        failure: 'Failed to create project',
      }),
      toasts: useToasts(),
    }),
    { wrapper },
  );
}

afterEach(() => clearToasts());

describe('useRecordMutation', () => {
  it('resolves to the answer and shows the success toast', async () => {
    const { result } = renderCreate([dataMock(CreateProjectDocument, { input }, { createProject: saved })]);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutation[0]({ input });
    });
    expect(answer).toEqual({ createProject: saved });
    expect(result.current.toasts).toMatchObject([
      { kind: 'success', title: 'Project created', description: 'The project has been successfully created.' },
    ]);
  });

  it("shows the failure toast with the API's message under it, then rethrows for the form", async () => {
    const refusal = invalidInput({ title: 'Project title is required' });
    const { result } = renderCreate([errorMock(CreateProjectDocument, { input }, refusal)]);
    await act(async () => {
      await expect(result.current.mutation[0]({ input })).rejects.toMatchObject({
        errors: [expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', fields: refusal.fields } })],
      });
    });
    expect(result.current.toasts).toMatchObject([
      { kind: 'error', title: 'Failed to create project', description: 'Project title is required' },
    ]);
  });

  it('says the server could not be reached when the request fails on the way', async () => {
    const { result } = renderCreate([networkErrorMock(CreateProjectDocument, { input })]);
    await act(async () => {
      await expect(result.current.mutation[0]({ input })).rejects.toThrow('Failed to fetch');
    });
    expect(result.current.toasts).toMatchObject([
      {
        kind: 'error',
        title: 'Failed to create project',
        description: 'The server could not be reached. Please try again.',
      },
    ]);
  });

  it('takes other texts for one call, and no success toast when told so', async () => {
    const variables = { id: 9, input: { featured: true } };
    const mocks = [
      errorMock(UpdateProjectDocument, variables, { message: 'Project not found', code: 'NOT_FOUND' }),
      dataMock(UpdateProjectDocument, variables, { updateProject: { ...saved, featured: true } }),
    ];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    );
    const { result } = renderHook(
      () => ({
        mutation: useRecordMutation(UpdateProjectDocument, {
          success: (data) => ({ title: data.updateProject.featured ? 'Featured' : 'Not featured' }),
          failure: 'Failed to update project',
        }),
        toasts: useToasts(),
      }),
      { wrapper },
    );
    await act(async () => {
      await expect(
        result.current.mutation[0](variables, { failure: 'Failed to update feature status' }),
      ).rejects.toBeTruthy();
    });
    expect(result.current.toasts).toMatchObject([
      { kind: 'error', title: 'Failed to update feature status', description: 'Project not found' },
    ]);
    clearToasts();
    await act(async () => {
      await result.current.mutation[0](variables, { success: undefined });
    });
    expect(result.current.toasts).toEqual([]);
  });
});
