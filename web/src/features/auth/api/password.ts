import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const useRequestPasswordReset = () => useMutation(RequestPasswordResetDocument);
export const useResetPassword = () => useMutation(ResetPasswordDocument);
