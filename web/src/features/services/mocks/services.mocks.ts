import {
  dataMock,
  errorMock,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { FeaturedServicesDocument, ServiceDocument, ServicesDocument } from '../api/services';
import { sampleFeaturedServices, sampleServices, type MockService } from './sample-services';

export { sampleFeaturedServices, sampleService, sampleServices, type MockService } from './sample-services';

/** The API's catalogue message for an unknown id. */
export const SERVICE_NOT_FOUND: ApiError = { message: 'Service not found', code: 'NOT_FOUND' };

// ---- All services (the Services page) ----

export const servicesMock = (source: readonly MockService[] = sampleServices, options?: MockOptions) =>
  dataMock(ServicesDocument, {}, { services: [...source] }, options);

export const servicesLoadingMock = () => pendingMock(ServicesDocument, {});

export const servicesNetworkErrorMock = (options?: MockOptions) => networkErrorMock(ServicesDocument, {}, options);

// ---- Featured services (the home page's grid) ----

export const featuredServicesMock = (source: readonly MockService[] = sampleFeaturedServices, options?: MockOptions) =>
  dataMock(FeaturedServicesDocument, {}, { featuredServices: [...source] }, options);

export const featuredServicesLoadingMock = () => pendingMock(FeaturedServicesDocument, {});

export const featuredServicesNetworkErrorMock = () => networkErrorMock(FeaturedServicesDocument, {});

// ---- One service (the detail page) ----

export const serviceMock = (service: MockService, options?: MockOptions) =>
  dataMock(ServiceDocument, { id: service.id }, { service }, options);

export const serviceNotFoundMock = (id: number) => errorMock(ServiceDocument, { id }, SERVICE_NOT_FOUND);

export const serviceLoadingMock = (id: number) => pendingMock(ServiceDocument, { id });

export const serviceNetworkErrorMock = (id: number) => networkErrorMock(ServiceDocument, { id });
