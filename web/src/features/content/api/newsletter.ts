import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SubscribeToNewsletterDocument = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`);

export const useSubscribeToNewsletter = () => useMutation(SubscribeToNewsletterDocument);
