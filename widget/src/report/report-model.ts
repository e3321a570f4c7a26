// Pure readings of street data for the report screens: the size to show, the counts of special
// considerations, the features behind a consideration, and citations without repeats.
import type { GisLayer, SpecialConsideration, SpecialConsiderationInfo, StreetData } from '../../../core/api';
import type { ReportCitation, SizeLimit } from '../../../core/rules';

/** The size a summary shows: the by-right maximum, else the special-permit one (spec 2 section 4). */
export function headlineSize(limit: SizeLimit): { sqft: number; by: 'br' | 'sp' } | null {
  if (limit.br?.max) return { sqft: limit.br.max, by: 'br' };
  if (limit.sp?.max) return { sqft: limit.sp.max, by: 'sp' };
  return null;
}

/** Per layer group, how many layers found something (YELLOW or RED) out of how many were checked. */
export function considerationCounts(property: Pick<StreetData, 'gis_layers' | 'special_considerations'>): Record<GisLayer['group'], { detected: number; total: number }> {
  const counts = { ENVIRONMENTAL: { detected: 0, total: 0 }, REGULATORY: { detected: 0, total: 0 } };
  for (const layer of property.gis_layers) {
    const status = property.special_considerations[layer.gis_layer_id]?.status;
    if (!status) continue;
    counts[layer.group].total += 1;
    if (status !== 'GREEN') counts[layer.group].detected += 1;
  }
  return counts;
}

/** The features of a consideration's `additional_info` (JSON text), or none when absent or unreadable. */
export function considerationFeatures(additionalInfo: string | null): SpecialConsiderationInfo['features'] {
  if (!additionalInfo) return [];
  try {
    const info = JSON.parse(additionalInfo) as Partial<SpecialConsiderationInfo>;
    return Array.isArray(info.features) ? info.features.filter((f) => f && typeof f.distance_ft === 'number') : [];
  } catch {
    return [];
  }
}

/** Citations of a field without repeats (the same document and sections cited twice show once). */
export function uniqueCitations(citations: readonly ReportCitation[] | undefined): ReportCitation[] {
  const seen = new Set<string>();
  return (citations ?? []).filter((c) => {
    const key = `${c.document_id}|${c.sequences.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sources of a special consideration with their words; a link without words shows itself, never just its host. */
export function sourcesOf(consideration: Pick<SpecialConsideration, 'sources' | 'source_urls'>): { label: string; url: string }[] {
  return consideration.sources?.length ? consideration.sources : consideration.source_urls.map((url) => ({ label: url, url }));
}
