import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContactMessagesQueryVariables, NewsletterSubscriptionsQueryVariables } from '../../../gql/graphql';

graphql(`
  fragment ContactMessageFields on ContactMessage {
    id
    name
    email
    subject
    message
    handled
    handledAt
    handledByName
    createdAt
  }
`);

export const ContactMessagesDocument = graphql(`
  query ContactMessages(
    $offset: Int!
    $limit: Int!
    $search: String
    $state: ContactMessageState
    $sort: ContactMessageSort
    $direction: SortDirection
  ) {
    contactMessages(
      offset: $offset
      limit: $limit
      search: $search
      state: $state
      sort: $sort
      direction: $direction
    ) {
      total
      offset
      limit
      items {
        ...ContactMessageFields
      }
    }
  }
`);

export const SetContactMessageHandledDocument = graphql(`
  mutation SetContactMessageHandled($id: Int!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      ...ContactMessageFields
    }
  }
`);

export const NewsletterSubscriptionsDocument = graphql(`
  query NewsletterSubscriptions(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: NewsletterSubscriptionSort
    $direction: SortDirection
  ) {
    newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {
      total
      offset
      limit
      items {
        id
        email
        createdAt
      }
    }
  }
`);

export const useContactMessages = (variables: ContactMessagesQueryVariables) =>
  useQuery(ContactMessagesDocument, { variables });

export const useNewsletterSubscriptions = (variables: NewsletterSubscriptionsQueryVariables) =>
  useQuery(NewsletterSubscriptionsDocument, { variables });
