// The organization's logo (its `logo_url`, described by its name), on the landing and in the
// report's header. Nothing without an organization, without a logo, or when the image fails.
import { useState } from 'react';
import { useOrgConfig } from '../shell/org/org-context';

/** The logo of the widget's organization. */
export function OrgLogo({ className }: { className?: string }) {
  const config = useOrgConfig();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = config?.logo_url;
  if (!config || !url || failedUrl === url) return null;
  return (
    <img
      className={`org-logo${className ? ` ${className}` : ''}`}
      src={url}
      alt={config.name}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
