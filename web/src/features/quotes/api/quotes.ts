import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SubmitQuoteRequestDocument = graphql(`
  mutation SubmitQuoteRequest($input: QuoteRequestInput!) {
    submitQuoteRequest(input: $input) {
      received
    }
  }
`);

export const useSubmitQuoteRequest = () => useMutation(SubmitQuoteRequestDocument);
