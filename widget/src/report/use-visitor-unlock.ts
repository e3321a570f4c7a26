// The full report an organization opens for its visitors (issue 29, decision 050): with
// `visitor_report: full` a limited report asks the server for the visitor's grant at once; with
// `after_lead` it does once the visitor sent the lead form for this property. A grant the visitor
// already holds is used without asking again; each property is tried once while its report is open.
import { useCallback, useEffect, useRef } from 'react';
import { unlockReport, type StreetData } from '../../../core/api';
import { send, type ApiClient } from '../api/client';
import { grantOf, keepGrant, visitorIdOf } from '../shell/host/visitor-grants';
import { useOrgConfig } from '../shell/org/org-context';

/** What the report does with a sent lead: open the full report where the organization says so. */
export function useVisitorUnlock(property: StreetData, api: ApiClient, onPropertyChanged: () => Promise<void>): { onLeadSent?: (leadId: string) => void } {
  const config = useOrgConfig();
  const org = config?.id;
  const mode = config?.visitor_report ?? 'limited';
  const propertyId = property.attributes.property_id;
  const tried = useRef(new Set<string>());

  const unlock = useCallback(
    async (leadId?: string) => {
      if (!org) return;
      if (!grantOf(org, propertyId)) {
        try {
          const body = { property_id: propertyId, visitor_id: visitorIdOf(org), ...(leadId ? { lead_id: leadId } : {}) };
          keepGrant(org, await send(api, unlockReport, { params: { id: org }, body }));
        } catch {
          // Refused (the allowance is used up) or offline: the limited report stays, as for any visitor.
          return;
        }
      }
      await onPropertyChanged().catch(() => undefined);
    },
    [api, org, propertyId, onPropertyChanged],
  );

  useEffect(() => {
    if (!org || !property.limited_report || tried.current.has(propertyId)) return;
    if (mode !== 'full' && !grantOf(org, propertyId)) return;
    tried.current.add(propertyId);
    void unlock();
  }, [org, mode, property.limited_report, propertyId, unlock]);

  const onLeadSent = useCallback(
    (leadId: string) => {
      if (!property.limited_report) return;
      tried.current.add(propertyId);
      void unlock(leadId);
    },
    [property.limited_report, propertyId, unlock],
  );
  return org && mode === 'after_lead' ? { onLeadSent } : {};
}
