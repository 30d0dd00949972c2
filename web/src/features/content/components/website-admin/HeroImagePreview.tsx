import { isHttpUrl } from '@site/shared';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { HomepageContentValues } from '../../schemas/website-content.schema';

/** A small look at the hero image while its address is a valid one; says so when it does not load. */
export function HeroImagePreview() {
  const { values } = useFormikContext<HomepageContentValues>();
  const url = values.heroImageUrl.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || !isHttpUrl(url)) return null;
  return (
    <figure className="website-admin__preview">
      {failed === url ? (
        <p className="website-admin__preview-note" role="status">
          The image at this address could not be loaded.
        </p>
      ) : (
        <img src={url} alt="Hero image preview" onError={() => setFailed(url)} />
      )}
      <figcaption className="website-admin__preview-note">Preview</figcaption>
    </figure>
  );
}
