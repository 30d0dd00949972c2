import { WEBSITE_CONTENT_LABELS as LABEL, WEBSITE_CONTENT_LIMITS as L } from '@site/shared';
import { Link } from 'react-router-dom';
import { TextAreaField } from '../../../../components/admin-form';
import { useWebsiteContentActions } from '../../api/useWebsiteContentActions';
import {
  servicesContentSchema,
  servicesValues,
  toServicesInput,
  type ServicesContentValues,
} from '../../schemas/website-content.schema';
import type { WebsiteTabProps } from './HomepageTab';
import { WebsiteTabForm } from './WebsiteTabForm';

/** The introduction above the /services list; the services themselves are edited on their own screen. */
export function ServicesTab({ content, onReload }: WebsiteTabProps) {
  const { saveServices } = useWebsiteContentActions();
  return (
    <>
      <p className="website-admin__note">
        The services listed on the site are managed in <Link to="/admin/services">Services Management</Link>.
      </p>
      <WebsiteTabForm<ServicesContentValues>
        name="Services"
        initialValues={servicesValues(content)}
        schema={servicesContentSchema}
        onSave={(values) => saveServices(toServicesInput(values, content.servicesVersion))}
        onReload={onReload}
      >
        <TextAreaField
          name="servicesIntroduction"
          label={LABEL.servicesIntroduction}
          required
          maxLength={L.servicesIntroduction}
        />
      </WebsiteTabForm>
    </>
  );
}
