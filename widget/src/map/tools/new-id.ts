// Ids of what the user adds on the map (buildings, notes): unique within a property and short
// enough for the layout schema's 64 characters, without needing a secure context.

/** A new id with `prefix`, e.g. 'building-lx3k9a-4f7q2c'. */
export function newMapId(prefix: string, now = Date.now(), random = Math.random): string {
  return `${prefix}-${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
}
