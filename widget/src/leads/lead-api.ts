// The calls of the lead and need-help modals (spec 7 calls 6 and 15) and the organization they go
// to: the widget's own, or the demo organization on the vendor's page without one.
import { submitHelpRequest, submitLead, type HelpRequestSubmission, type LeadAccepted, type LeadSubmission } from '../../../core/api';
import { send, type ApiClient } from '../api/client';

/** The organization the server creates for demos; requests from a widget without an organization go to it. */
export const DEMO_ORG_ID = 'lotline-demo';

/** The organization that receives the widget's leads: its own, else the demo organization. */
export function leadOrgId(config: { id: string } | null): string {
  return config?.id ?? DEMO_ORG_ID;
}

/** `POST /api/orgs/:id/leads`; answers the stored lead's id. */
export function sendLead(api: ApiClient, orgId: string, body: LeadSubmission): Promise<LeadAccepted> {
  return send(api, submitLead, { params: { id: orgId }, body });
}

/** `POST /api/orgs/:id/help-requests`; answers the stored request's id. */
export function sendHelpRequest(api: ApiClient, orgId: string, body: HelpRequestSubmission): Promise<LeadAccepted> {
  return send(api, submitHelpRequest, { params: { id: orgId }, body });
}
