import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      received
    }
  }
`);

export const useSendContactMessage = () => useMutation(SendContactMessageDocument);
