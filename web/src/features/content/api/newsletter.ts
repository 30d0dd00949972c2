import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SubscribeToNewsletterDocument = graphql(`
  mutation SubscribeToNewsletter($email: String!, $website: String) {
    subscribeToNewsletter(email: $email, website: $website)
  }
`);

export const useSubscribeToNewsletter = () => useMutation(SubscribeToNewsletterDocument);
