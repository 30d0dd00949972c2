import { dataMock, errorMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import { PayrollDocument } from '../api/payroll';
import { PAYROLL_NOT_FOUND } from './payroll-errors.mocks';
import type { MockPayroll } from './sample-payrolls';

export const payrollMock = (payroll: MockPayroll, options?: MockOptions) =>
  dataMock(PayrollDocument, { id: payroll.id }, { payroll }, options);

export const payrollNotFoundMock = (id: number) => errorMock(PayrollDocument, { id }, PAYROLL_NOT_FOUND);

export const payrollLoadingMock = (id: number) => pendingMock(PayrollDocument, { id });

export const payrollNetworkErrorMock = (id: number, options?: MockOptions) =>
  networkErrorMock(PayrollDocument, { id }, options);
