import type { ApiError } from '../../../test/apollo-mocks';
import { PAYROLL_MESSAGES as M } from '../constants';

/** The API's catalogue messages, with their codes. */
export const PAYROLL_NOT_FOUND: ApiError = { message: M.notFound, code: 'NOT_FOUND' };
export const PAYROLL_DUPLICATE: ApiError = { message: M.duplicate, code: 'CONFLICT' };
export const PAYROLL_ALREADY_PAID: ApiError = { message: M.alreadyPaid, code: 'CONFLICT' };
export const PAYROLL_NOT_PENDING: ApiError = { message: M.notPending, code: 'CONFLICT' };
