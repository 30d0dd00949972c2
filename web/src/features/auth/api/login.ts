import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        name
        email
        role
      }
    }
  }
`);

export const useLogin = () => useMutation(LoginDocument);
