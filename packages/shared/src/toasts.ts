/** A toast's texts. A failure toast has only a title: its description is the error's message. */
export interface ToastText {
  readonly title: string;
  readonly description?: string;
}

type Toasts = Record<string, ToastText | ((...args: never[]) => ToastText)>;

const SAVED = 'Your changes have been saved successfully.';

// Every toast the product shows, by feature, to the letter. Each feature's toasts are their own
// export so a page bundles only the ones it shows; TOASTS gathers them all for the back office.

export const PROJECT_TOASTS = {
  created: { title: 'Project created', description: 'The project has been successfully created.' },
  updated: { title: 'Project updated', description: 'The project has been successfully updated.' },
  deleted: { title: 'Project deleted', description: 'The project has been successfully deleted.' },
  createFailed: { title: 'Failed to create project' },
  updateFailed: { title: 'Failed to update project' },
  deleteFailed: { title: 'Failed to delete project' },
  featureFailed: { title: 'Failed to update feature status' },
} as const satisfies Toasts;

export const SERVICE_TOASTS = {
  created: { title: 'Service created', description: 'The new service has been successfully added.' },
  updated: { title: 'Service updated', description: 'The service has been successfully updated.' },
  deleted: { title: 'Service deleted', description: 'The service has been successfully removed.' },
  featured: { title: 'Service featured', description: 'The service will now be featured on the homepage.' },
  unfeatured: { title: 'Service unfeatured', description: 'The service will no longer be featured on the homepage.' },
  createFailed: { title: 'Failed to create service' },
  updateFailed: { title: 'Failed to update service' },
  deleteFailed: { title: 'Failed to delete service' },
  featureFailed: { title: 'Failed to update feature status' },
} as const satisfies Toasts;

export const WEBSITE_CONTENT_TOASTS = {
  homepageUpdated: { title: 'Homepage content updated', description: SAVED },
  aboutUpdated: { title: 'About page content updated', description: SAVED },
  servicesUpdated: { title: 'Services content updated', description: SAVED },
} as const satisfies Toasts;

export const EMPLOYEE_TOASTS = {
  added: { title: 'Employee added', description: 'The new employee has been successfully added.' },
  created: { title: 'Employee created' },
  updated: { title: 'Employee updated' },
  deleted: { title: 'Employee deleted', description: 'The employee has been successfully removed.' },
  /** `status` is the label, e.g. 'On Leave'. */
  statusUpdated: (status: string): ToastText => ({
    title: 'Status updated',
    description: `Employee status changed to ${status}.`,
  }),
  createFailed: { title: 'Failed to create employee' },
  updateFailed: { title: 'Failed to update employee' },
  deleteFailed: { title: 'Failed to delete employee' },
  statusFailed: { title: 'Failed to update status' },
  /** `email` is where the link to choose a password went. */
  invited: (email: string): ToastText => ({
    title: 'Invitation sent',
    description: `We mailed ${email} a link to choose a password.`,
  }),
  inviteFailed: { title: 'Failed to send invitation' },
} as const satisfies Toasts;

export const LEAVE_TOASTS = {
  submitted: { title: 'Leave request submitted', description: 'Your leave request has been successfully submitted.' },
  approved: { title: 'Leave request approved', description: 'You have approved the leave request.' },
  fullyApproved: { title: 'Leave request fully approved', description: 'HR has approved the leave request.' },
  rejected: { title: 'Leave request rejected', description: 'The leave request has been rejected.' },
  submitFailed: { title: 'Failed to submit leave request' },
  approveFailed: { title: 'Failed to approve leave request' },
  rejectFailed: { title: 'Failed to reject leave request' },
  withdrawn: { title: 'Leave request withdrawn', description: 'Your leave request has been withdrawn.' },
  withdrawFailed: { title: 'Failed to withdraw leave request' },
  cancellationRequested: {
    title: 'Cancellation requested',
    description: 'Your approvers will see your request to cancel this leave.',
  },
  cancellationApproved: { title: 'Leave cancelled', description: 'The leave has been cancelled.' },
  cancellationDeclined: { title: 'Cancellation declined', description: 'The leave stays approved.' },
  cancellationFailed: { title: 'Failed to cancel leave' },
} as const satisfies Toasts;

export const PAYROLL_TOASTS = {
  created: { title: 'Payroll created' },
  updated: { title: 'Payroll updated' },
  deleted: { title: 'Payroll deleted' },
  paymentProcessed: { title: 'Payment processed' },
  payslipGenerated: { title: 'Payslip generated', description: 'The payslip is ready for download.' },
  payslipGenerating: { title: 'Payslip generating', description: 'Your payslip will be emailed to you shortly.' },
  createFailed: { title: 'Failed to create payroll' },
  updateFailed: { title: 'Failed to update payroll' },
  deleteFailed: { title: 'Failed to delete payroll' },
  paymentFailed: { title: 'Failed to process payment' },
  /** `created` and `skipped` are counts of employees. */
  runDone: (month: string, created: number, skipped: number) => ({
    title: 'Monthly payroll created',
    description: `${month}: ${created} created, ${skipped} skipped.`,
  }),
  runFailed: { title: 'Failed to run the monthly payroll' },
  payslipFailed: { title: 'Failed to download payslip' },
} as const satisfies Toasts;

export const QUOTE_TOASTS = {
  submitted: { title: 'Quote request submitted', description: "We'll contact you shortly to discuss your project." },
  updated: { title: 'Quote updated', description: 'Quote status has been updated successfully.' },
  deleted: { title: 'Quote deleted', description: 'Quote has been deleted successfully.' },
  converted: {
    title: 'Quote converted to project',
    description: 'Quote has been successfully converted to a project.',
  },
  /** Updating, deleting or converting a quote failed. */
  failed: { title: 'Error' },
} as const satisfies Toasts;

export const CONTACT_MESSAGE_TOASTS = {
  handled: { title: 'Message marked as handled', description: 'The message has been moved to the handled messages.' },
  reopened: { title: 'Message marked as new', description: 'The message is back among the new messages.' },
  updateFailed: { title: 'Failed to update message' },
} as const satisfies Toasts;

export const AUTH_TOASTS = {
  loggedIn: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  loginFailed: { title: 'Login failed' },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out' },
  signInRequired: { title: 'Please log in to access this page' },
} as const satisfies Toasts;

export const API_KEY_TOASTS = {
  created: { title: 'API key created', description: 'Copy the key now: it will not be shown again.' },
  rolled: { title: 'API key rolled', description: 'Copy the new key now: it will not be shown again.' },
  revoked: { title: 'API key revoked', description: 'Requests made with this key are refused from now on.' },
  createFailed: { title: 'Failed to create API key' },
  rollFailed: { title: 'Failed to roll API key' },
  revokeFailed: { title: 'Failed to revoke API key' },
} as const satisfies Toasts;

export const TOASTS = {
  project: PROJECT_TOASTS,
  service: SERVICE_TOASTS,
  websiteContent: WEBSITE_CONTENT_TOASTS,
  employee: EMPLOYEE_TOASTS,
  leave: LEAVE_TOASTS,
  payroll: PAYROLL_TOASTS,
  quote: QUOTE_TOASTS,
  contactMessage: CONTACT_MESSAGE_TOASTS,
  auth: AUTH_TOASTS,
  apiKey: API_KEY_TOASTS,
} as const;

/** The messages of a lookup that finds nothing, and of a failure that is not an Error. */
export const ERROR_MESSAGES = {
  projectNotFound: 'Project not found',
  serviceNotFound: 'Service not found',
  employeeNotFound: 'Employee not found',
  quoteNotFound: 'Quote not found',
  pageNotFound: 'Page not found',
  unknown: 'An error occurred',
} as const;
