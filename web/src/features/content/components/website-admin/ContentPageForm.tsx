import { CONTENT_PAGE_LIMITS as L } from '@site/shared';
import { AdminForm, TextAreaField, TextField } from '../../../../components/admin-form';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';
import '../../website-admin.css';
import {
  contentPageSchema,
  newContentPageSchema,
  type ContentPageValues,
  type NewContentPageValues,
} from '../../schemas/content-page.schema';

type Props =
  | { mode: 'create'; initialValues: NewContentPageValues; onSubmit: (values: NewContentPageValues) => Promise<void> }
  | { mode: 'edit'; initialValues: ContentPageValues; onSubmit: (values: ContentPageValues) => Promise<void> };

/** A content page's words; its address is chosen once, when it is added (links to it stay valid). */
export function ContentPageForm({ mode, initialValues, onSubmit, onCancel }: Props & { onCancel: () => void }) {
  const creating = mode === 'create';
  return (
    <div className="content-page-form">
      <AdminForm<ContentPageValues & { slug?: string }>
        name="Page"
        initialValues={initialValues}
        validationSchema={creating ? newContentPageSchema : contentPageSchema}
        onSubmit={(values) => (onSubmit as (v: typeof values) => Promise<void>)(values)}
        submitLabels={creating ? ['Add Page', 'Adding...'] : ['Save Changes', 'Saving...']}
        onCancel={onCancel}
      >
        <TextField name="title" label="Title" required maxLength={L.title} />
        {creating && (
          <TextField
            name="slug"
            label="Address"
            required
            maxLength={L.slug}
            placeholder="case-studies"
            extra="The page is shown at /pages/ followed by this address: lower-case letters, digits and hyphens."
          />
        )}
        <TextAreaField name="summary" label="Summary" required maxLength={L.summary} rows={2} />
        <TextAreaField name="body" label="Page Text" required maxLength={L.body} rows={14} extra={T.formatNote} />
      </AdminForm>
    </div>
  );
}
