import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SessionFields
    }
  }
`);

export const useLogin = () => useMutation(LoginDocument);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export const useLogout = () => useMutation(LogoutDocument);
