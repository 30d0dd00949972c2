import { dataMock, errorMock, networkErrorMock, pendingMock } from '../../../test/apollo-mocks';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '../api/password';

/** The token a story's or test's reset link carries. */
export const RESET_TOKEN = 'reset-token-from-the-mail';
export const GOOD_PASSWORD = 'Copper-Kettle-Morning-8';

export const requestResetMock = (email: string) =>
  dataMock(RequestPasswordResetDocument, { email }, { requestPasswordReset: true });

export const requestResetPendingMock = (email: string) => pendingMock(RequestPasswordResetDocument, { email });

export const requestResetThrottledMock = (email: string) =>
  errorMock(
    RequestPasswordResetDocument,
    { email },
    {
      message: 'Too many reset requests. Please wait 15 minutes and try again.',
      code: 'TOO_MANY_REQUESTS',
    },
  );

export const resetPasswordMock = (password = GOOD_PASSWORD, token = RESET_TOKEN) =>
  dataMock(ResetPasswordDocument, { token, password }, { resetPassword: true });

/** The link was used, replaced or expired. */
export const resetLinkInvalidMock = (password = GOOD_PASSWORD, token = RESET_TOKEN) =>
  errorMock(
    ResetPasswordDocument,
    { token, password },
    {
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
      code: 'BAD_USER_INPUT',
      fields: { token: ['This reset link is invalid or has expired. Please ask for a new one.'] },
    },
  );

/** Long enough for the form, but on the server's list of common passwords. */
export const COMMON_PASSWORD = 'iloveyou1';
export const resetCommonPasswordMock = (token = RESET_TOKEN) =>
  errorMock(
    ResetPasswordDocument,
    { token, password: COMMON_PASSWORD },
    {
      message: 'This password is too common. Please choose a less predictable one.',
      code: 'BAD_USER_INPUT',
      fields: { password: ['This password is too common. Please choose a less predictable one.'] },
    },
  );

export const resetNetworkErrorMock = (password = GOOD_PASSWORD, token = RESET_TOKEN) =>
  networkErrorMock(ResetPasswordDocument, { token, password });
