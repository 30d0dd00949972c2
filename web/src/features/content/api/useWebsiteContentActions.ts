import type { AboutContentInput, HomepageContentInput, ServicesContentInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import { WEBSITE_ADMIN_TEXTS, WEBSITE_TOASTS as T } from '../admin-texts';
import {
  storeSavedContent,
  UpdateAboutContentDocument,
  UpdateHomepageContentDocument,
  UpdateServicesContentDocument,
} from './website-content';

const failure = WEBSITE_ADMIN_TEXTS.saveFailed;

/**
 * The three tabs' saves with their toasts. Each answers with every text and version, written
 * to the cache, so the public pages and the other tabs show what was saved without a request.
 */
export function useWebsiteContentActions() {
  const [homepage] = useRecordMutation(UpdateHomepageContentDocument, {
    success: T.homepageUpdated,
    failure,
    update: (cache, { data }) => storeSavedContent(cache, data?.updateHomepageContent),
  });
  const [about] = useRecordMutation(UpdateAboutContentDocument, {
    success: T.aboutUpdated,
    failure,
    update: (cache, { data }) => storeSavedContent(cache, data?.updateAboutContent),
  });
  const [services] = useRecordMutation(UpdateServicesContentDocument, {
    success: T.servicesUpdated,
    failure,
    update: (cache, { data }) => storeSavedContent(cache, data?.updateServicesContent),
  });
  return {
    saveHomepage: (input: HomepageContentInput) => homepage({ input }),
    saveAbout: (input: AboutContentInput) => about({ input }),
    saveServices: (input: ServicesContentInput) => services({ input }),
  };
}
