// The organization's public config as React context: null while it loads, when the widget has no
// organization, and when the load failed (the widget then stays unbranded).
import { createContext, useContext } from 'react';
import type { OrgPublicConfig } from '../../../../core/api';

/** The config of the widget's organization, or null. */
export const OrgConfigContext = createContext<OrgPublicConfig | null>(null);

/** The organization's public config, or null while it loads or without an organization. */
export function useOrgConfig(): OrgPublicConfig | null {
  return useContext(OrgConfigContext);
}
