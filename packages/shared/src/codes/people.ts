/** The departments an employee belongs to. */
export const DEPARTMENT = {
  ENGINEERING: { value: 'Engineering', label: 'Engineering' },
  DESIGN: { value: 'Design', label: 'Design' },
  PRODUCT: { value: 'Product', label: 'Product' },
  MARKETING: { value: 'Marketing', label: 'Marketing' },
  SALES: { value: 'Sales', label: 'Sales' },
  HR: { value: 'HR', label: 'HR' },
  FINANCE: { value: 'Finance', label: 'Finance' },
} as const;

export type DepartmentName = keyof typeof DEPARTMENT;

/** An employee's status; any can be picked freely. */
export const EMPLOYEE_STATUS = {
  ACTIVE: { value: 'Active', label: 'Active' },
  ON_LEAVE: { value: 'On Leave', label: 'On Leave' },
  TERMINATED: { value: 'Terminated', label: 'Terminated' },
} as const;

export type EmployeeStatusName = keyof typeof EMPLOYEE_STATUS;

export const DEFAULT_EMPLOYEE_STATUS: EmployeeStatusName = 'ACTIVE';

export const LEAVE_TYPE = {
  VACATION: { value: 'Vacation', label: 'Vacation' },
  SICK: { value: 'Sick', label: 'Sick' },
  PERSONAL: { value: 'Personal', label: 'Personal' },
  BEREAVEMENT: { value: 'Bereavement', label: 'Bereavement' },
  OTHER: { value: 'Other', label: 'Other' },
} as const;

export type LeaveTypeName = keyof typeof LEAVE_TYPE;

export const DEFAULT_LEAVE_TYPE: LeaveTypeName = 'VACATION';
/** A new request's default length, in days (start today, end tomorrow). */
export const DEFAULT_LEAVE_DAYS = 1;

/** A leave request's two-step approval: manager, then HR. HR Approved reads 'Approved'. */
export const LEAVE_STATUS = {
  PENDING: { value: 'Pending', label: 'Pending' },
  MANAGER_APPROVED: { value: 'Manager Approved', label: 'Manager Approved' },
  HR_APPROVED: { value: 'HR Approved', label: 'Approved' },
  REJECTED: { value: 'Rejected', label: 'Rejected' },
  /** The employee took back a request nobody had acted on. */
  WITHDRAWN: { value: 'Withdrawn', label: 'Withdrawn' },
  /** Approved leave cancelled, at the employee's request, before it started. */
  CANCELLED: { value: 'Cancelled', label: 'Cancelled' },
} as const;

export type LeaveStatusName = keyof typeof LEAVE_STATUS;
