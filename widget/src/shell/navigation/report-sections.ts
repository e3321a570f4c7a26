// The ids of the report's sections: the anchors the URL names and the pages link to, shared by
// the report and the playground.

/** The ids of the report and its sections, as the URL carries them. */
export const REPORT_SECTION_IDS = {
  report: 'PreFeasibilityReport',
  legal: 'generally-allowed',
  considerations: 'special-considerations',
  size: 'size-limitations',
  placement: 'placement',
  summary: 'summary',
  other: 'other-things-to-know',
  cost: 'what-it-costs',
  rent: 'what-it-could-earn',
  nextSteps: 'what-comes-next',
  gallery: 'Gallery',
  media: 'photos-and-videos',
  floorPlans: 'SelectFloorPlan',
} as const;
