import { MockedProvider } from '@apollo/client/testing/react';
import { PROJECT_TOASTS } from '@site/shared';
import { useQuery } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
// The generated documents themselves: shared code does not reach into a feature.
import {
  CreateProjectDocument,
  DeleteProjectDocument,
  FeaturedProjectsDocument,
  UpdateProjectDocument,
  type CreateProjectInput,
  type ProjectFieldsFragment,
} from '../gql/graphql';
import type { AnyApolloMock } from '../test/apollo-mocks';
import { dataMock, errorMock, invalidInput, networkErrorMock } from '../test/apollo-mocks';
import { useRecordMutation, useRecordWrites, type RecordWriteToasts } from './record-mutation';
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

// Any feature's toasts of the shared shape; the project's are at hand.
const toasts: RecordWriteToasts = PROJECT_TOASTS;

/** The writes of a record with the featured grid on screen (loaded), as a page holds them both. */
async function renderWrites(mocks: readonly AnyApolloMock[]) {
  const forgetLists = jest.fn();
  const forgetDeleted = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  const rendered = renderHook(
    () => ({
      writes: useRecordWrites({
        documents: { create: CreateProjectDocument, update: UpdateProjectDocument, remove: DeleteProjectDocument },
        toasts,
        forgetLists,
        forgetDeleted,
        refetchQueries: [FeaturedProjectsDocument],
      }),
      featured: useQuery(FeaturedProjectsDocument),
      toasts: useToasts(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(rendered.result.current.featured.data).toBeDefined());
  return { ...rendered, forgetLists, forgetDeleted };
}

const featuredMock = (projects: ProjectFieldsFragment[]) =>
  dataMock(FeaturedProjectsDocument, {}, { featuredProjects: projects });

describe('useRecordWrites', () => {
  it('creates with its toast, drops the lists, and refetches the ones on screen before it resolves', async () => {
    const { result, forgetLists, forgetDeleted } = await renderWrites([
      featuredMock([]),
      dataMock(CreateProjectDocument, { input }, { createProject: saved }),
      featuredMock([saved]),
    ]);
    await act(async () => {
      await expect(result.current.writes.create(input)).resolves.toEqual({ createProject: saved });
    });
    expect(result.current.featured.data?.featuredProjects).toEqual([saved]);
    expect(forgetLists).toHaveBeenCalledTimes(1);
    expect(forgetDeleted).not.toHaveBeenCalled();
    expect(result.current.toasts).toMatchObject([{ kind: 'success', ...toasts.created }]);
  });

  it('updates a record by id with its toast, or with the texts one call gives', async () => {
    const variables = { id: 9, input: { featured: true } };
    const { result, forgetLists } = await renderWrites([
      featuredMock([]),
      dataMock(UpdateProjectDocument, variables, { updateProject: { ...saved, featured: true } }),
      featuredMock([{ ...saved, featured: true }]),
      errorMock(UpdateProjectDocument, variables, { message: 'Project not found', code: 'NOT_FOUND' }),
    ]);
    await act(async () => {
      await result.current.writes.update(9, { featured: true });
    });
    expect(result.current.featured.data?.featuredProjects).toEqual([{ ...saved, featured: true }]);
    expect(forgetLists).toHaveBeenCalledTimes(1);
    expect(result.current.toasts).toMatchObject([{ kind: 'success', ...toasts.updated }]);
    act(() => clearToasts());
    await act(async () => {
      await expect(
        result.current.writes.update(9, { featured: true }, { failure: 'Failed to update feature status' }),
      ).rejects.toBeTruthy();
    });
    expect(result.current.toasts).toMatchObject([
      { kind: 'error', title: 'Failed to update feature status', description: 'Project not found' },
    ]);
  });

  it('deletes a record by id with its toast, through its own cache upkeep', async () => {
    const { result, forgetLists, forgetDeleted } = await renderWrites([
      featuredMock([saved]),
      dataMock(DeleteProjectDocument, { id: 9 }, { deleteProject: 9 }),
      featuredMock([]),
    ]);
    await act(async () => {
      await expect(result.current.writes.remove(9)).resolves.toEqual({ deleteProject: 9 });
    });
    expect(forgetDeleted).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ data: { deleteProject: 9 } }),
      expect.anything(),
    );
    expect(forgetLists).not.toHaveBeenCalled();
    expect(result.current.featured.data?.featuredProjects).toEqual([]);
    expect(result.current.toasts).toMatchObject([{ kind: 'success', ...toasts.deleted }]);
  });

  const refusal = { message: 'You do not have permission to do this', code: 'FORBIDDEN' };
  type Writes = Awaited<ReturnType<typeof renderWrites>>['result']['current']['writes'];
  it.each([
    {
      write: 'create',
      mock: errorMock(CreateProjectDocument, { input }, refusal),
      run: (w: Writes) => w.create(input),
      title: 'Failed to create project',
    },
    {
      write: 'update',
      mock: errorMock(UpdateProjectDocument, { id: 9, input: { title: 'X' } }, refusal),
      run: (w: Writes) => w.update(9, { title: 'X' }),
      title: 'Failed to update project',
    },
    {
      write: 'delete',
      mock: errorMock(DeleteProjectDocument, { id: 9 }, refusal),
      run: (w: Writes) => w.remove(9),
      title: 'Failed to delete project',
    },
  ])('says the $write failed under its own title, with the reason, and rejects', async ({ mock, run, title }) => {
    const { result, forgetLists, forgetDeleted } = await renderWrites([featuredMock([]), mock]);
    await act(async () => {
      await expect(run(result.current.writes)).rejects.toBeTruthy();
    });
    expect(result.current.toasts).toMatchObject([{ kind: 'error', title, description: refusal.message }]);
    expect(forgetLists).not.toHaveBeenCalled();
    expect(forgetDeleted).not.toHaveBeenCalled();
  });
});
