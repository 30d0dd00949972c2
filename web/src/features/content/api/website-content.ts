import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SiteContentDocument, type SiteContent } from './site-content';

export const UpdateHomepageContentDocument = graphql(`
  mutation UpdateHomepageContent($input: HomepageContentInput!) {
    updateHomepageContent(input: $input) {
      ...WebsiteContentFields
    }
  }
`);

export const UpdateAboutContentDocument = graphql(`
  mutation UpdateAboutContent($input: AboutContentInput!) {
    updateAboutContent(input: $input) {
      ...WebsiteContentFields
    }
  }
`);

export const UpdateServicesContentDocument = graphql(`
  mutation UpdateServicesContent($input: ServicesContentInput!) {
    updateServicesContent(input: $input) {
      ...WebsiteContentFields
    }
  }
`);

/** A save answers with every text and version: the public pages and the other tabs read them from here. */
export const storeSavedContent = (cache: ApolloCache, saved: SiteContent | undefined) => {
  if (saved) cache.writeQuery({ query: SiteContentDocument, data: { siteContent: saved } });
};

/** Saves the Homepage tab: `{ variables: { input: { version: content.homepageVersion, heroTitle, ... } } }`. */
export const useUpdateHomepageContent = () =>
  useMutation(UpdateHomepageContentDocument, {
    update: (cache, { data }) => storeSavedContent(cache, data?.updateHomepageContent),
  });

/** Saves the About tab (version: content.aboutVersion). */
export const useUpdateAboutContent = () =>
  useMutation(UpdateAboutContentDocument, {
    update: (cache, { data }) => storeSavedContent(cache, data?.updateAboutContent),
  });

/** Saves the Services tab (version: content.servicesVersion). */
export const useUpdateServicesContent = () =>
  useMutation(UpdateServicesContentDocument, {
    update: (cache, { data }) => storeSavedContent(cache, data?.updateServicesContent),
  });
