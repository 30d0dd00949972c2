import { WEBSITE_CONTENT_LABELS as LABEL, WEBSITE_CONTENT_LIMITS as L } from '@site/shared';
import { TextAreaField, TextField, UrlField } from '../../../../components/admin-form';
import type { SiteContent } from '../../api/site-content';
import { useWebsiteContentActions } from '../../api/useWebsiteContentActions';
import {
  homepageContentSchema,
  homepageValues,
  toHomepageInput,
  type HomepageContentValues,
} from '../../schemas/website-content.schema';
import { HeroImagePreview } from './HeroImagePreview';
import { WebsiteTabForm } from './WebsiteTabForm';

export interface WebsiteTabProps {
  content: SiteContent;
  onReload: () => Promise<unknown>;
}

/** The home page's hero: title, subtitle and the image shown in place of the logo card. */
export function HomepageTab({ content, onReload }: WebsiteTabProps) {
  const { saveHomepage } = useWebsiteContentActions();
  return (
    <WebsiteTabForm<HomepageContentValues>
      name="Homepage"
      initialValues={homepageValues(content)}
      schema={homepageContentSchema}
      onSave={(values) => saveHomepage(toHomepageInput(values, content.homepageVersion))}
      onReload={onReload}
    >
      <TextField name="heroTitle" label={LABEL.heroTitle} required maxLength={L.heroTitle} />
      <TextAreaField name="heroSubtitle" label={LABEL.heroSubtitle} required maxLength={L.heroSubtitle} rows={3} />
      <UrlField
        name="heroImageUrl"
        label={LABEL.heroImageUrl}
        maxLength={L.heroImageUrl}
        extra="Leave empty to show the logo card."
      />
      <HeroImagePreview />
    </WebsiteTabForm>
  );
}
