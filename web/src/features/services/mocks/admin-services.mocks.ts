import type { AdminServicesQueryVariables, CreateServiceInput, UpdateServiceInput } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  AdminServicesDocument,
  CreateServiceDocument,
  DeleteServiceDocument,
  SetServiceFeaturedDocument,
  UpdateServiceDocument,
} from '../api/admin-services';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE } from '../constants';
import { sampleServices, type MockService } from './sample-services';

/** The variables the admin list asks with: its first page, search and sort, as the page sends them. */
export const adminServicesVariables = (search: string | null = null): AdminServicesQueryVariables => ({
  offset: 0,
  limit: ADMIN_PAGE_SIZE,
  search,
  sort: ADMIN_DEFAULT_SORT.field,
  direction: ADMIN_DEFAULT_SORT.direction,
});

const pageOf = (source: readonly MockService[]) => ({
  adminServices: {
    __typename: 'ServicePage' as const,
    total: source.length,
    offset: 0,
    limit: ADMIN_PAGE_SIZE,
    items: source.slice(0, ADMIN_PAGE_SIZE),
  },
});

export const adminServicesMock = (
  variables = adminServicesVariables(),
  source: readonly MockService[] = sampleServices,
  options?: MockOptions,
) => dataMock(AdminServicesDocument, variables, pageOf(source), options);

export const adminServicesLoadingMock = () => pendingMock(AdminServicesDocument, adminServicesVariables());

export const adminServicesNetworkErrorMock = (options?: MockOptions) =>
  networkErrorMock(AdminServicesDocument, adminServicesVariables(), options);

export const setServiceFeaturedMock = (service: MockService, featured: boolean, options?: MockOptions) =>
  dataMock(
    SetServiceFeaturedDocument,
    { id: service.id, featured },
    { setServiceFeatured: { ...service, featured } },
    options,
  );

export const setServiceFeaturedNetworkErrorMock = (service: MockService, featured: boolean) =>
  networkErrorMock(SetServiceFeaturedDocument, { id: service.id, featured });

export const deleteServiceMock = (id: number, options?: MockOptions) =>
  dataMock(DeleteServiceDocument, { id }, { deleteService: id }, options);

export const deleteServiceNetworkErrorMock = (id: number) => networkErrorMock(DeleteServiceDocument, { id });

/** The id the next created service gets (one past the samples). */
export const NEW_SERVICE_ID = sampleServices.length + 1;

export function createServiceMock(input: CreateServiceInput, options?: MockOptions) {
  const created: MockService = {
    __typename: 'Service',
    id: NEW_SERVICE_ID,
    sortOrder: NEW_SERVICE_ID,
    name: input.name,
    description: input.description,
    icon: input.icon,
    bulletPoints: input.bulletPoints ?? [],
    featured: input.featured ?? false,
  };
  return dataMock(CreateServiceDocument, { input }, { createService: created }, options);
}

/** The API refusing an input (BAD_USER_INPUT), with per-field messages keyed `input.<field>`. */
export const createServiceInvalidMock = (input: CreateServiceInput, fields: Record<string, string>) =>
  errorMock(CreateServiceDocument, { input }, invalidInput(fields));

export function updateServiceMock(service: MockService, input: UpdateServiceInput, options?: MockOptions) {
  const changed = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );
  return dataMock(
    UpdateServiceDocument,
    { id: service.id, input },
    { updateService: { ...service, ...changed } },
    options,
  );
}
