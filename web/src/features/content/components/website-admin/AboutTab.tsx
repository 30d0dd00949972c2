import { WEBSITE_CONTENT_LABELS as LABEL, WEBSITE_CONTENT_LIMITS as L } from '@site/shared';
import { TextAreaField, TextField } from '../../../../components/admin-form';
import { useWebsiteContentActions } from '../../api/useWebsiteContentActions';
import {
  aboutContentSchema,
  aboutValues,
  toAboutInput,
  type AboutContentValues,
} from '../../schemas/website-content.schema';
import type { WebsiteTabProps } from './HomepageTab';
import { WebsiteTabForm } from './WebsiteTabForm';

/** The home page's about section. */
export function AboutTab({ content, onReload }: WebsiteTabProps) {
  const { saveAbout } = useWebsiteContentActions();
  return (
    <WebsiteTabForm<AboutContentValues>
      name="About"
      initialValues={aboutValues(content)}
      schema={aboutContentSchema}
      onSave={(values) => saveAbout(toAboutInput(values, content.aboutVersion))}
      onReload={onReload}
    >
      <TextField name="aboutTitle" label={LABEL.aboutTitle} required maxLength={L.aboutTitle} />
      <TextAreaField
        name="aboutContent"
        label={LABEL.aboutContent}
        required
        maxLength={L.aboutContent}
        rows={8}
        extra="A blank line starts a new paragraph."
      />
      <TextAreaField name="missionStatement" label={LABEL.missionStatement} required maxLength={L.missionStatement} />
    </WebsiteTabForm>
  );
}
