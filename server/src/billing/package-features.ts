// What a viewer's package gives besides its address quota (decision 044): a what-if evaluation in
// full whatever property it describes. Pro has it (WHAT_IF_PACKAGES); Free gets a what-if in
// full only for a property it may open. A development token without a limit stands for a user
// who may open every property, so no what-if shows it more than opening would; a `quota-` one is
// Free (decision 014).
import { WHAT_IF_PACKAGES } from '../../../core/api';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { packageOf, quotaPolicyOf } from '../quota/address-quota';

/** Whether the viewer gets what-if evaluations in full for any property described. */
export async function evaluatesWhatIfs(db: Db, viewer: Viewer): Promise<boolean> {
  if (viewer.kind === 'dev') return (await quotaPolicyOf(db, viewer)).limit === null;
  return WHAT_IF_PACKAGES.includes(await packageOf(db, viewer));
}
