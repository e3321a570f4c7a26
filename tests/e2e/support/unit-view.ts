// What a person sees of the units on the map, to compare before and after a reload: each unit's
// outline in pixels from the lot's own top left corner (its position and turn), its colour (the
// ADU type's class), whether it is selected, its name in the units list (type and size), the side
// lengths of the selected one and the fit note shown beside it.
import type { Page } from 'playwright-core';

export interface UnitView {
  units: { id: string | null; classes: string[]; box: number[] }[];
  names: string[];
  sides: string[];
  fitNotes: string[];
}

export async function unitView(page: Page): Promise<UnitView> {
  const lot = (await page.locator('path.map__lot').first().boundingBox())!;
  const paths = page.locator('path.map__unit');
  const units: UnitView['units'] = [];
  for (let i = 0; i < (await paths.count()); i++) {
    const path = paths.nth(i);
    const box = (await path.boundingBox())!;
    const classes = ((await path.getAttribute('class')) ?? '').split(/\s+/).filter((c) => c.startsWith('map__unit') || c.startsWith('adu-type--')).sort();
    units.push({ id: await path.getAttribute('data-unit'), classes, box: [box.x - lot.x, box.y - lot.y, box.width, box.height].map(Math.round) });
  }
  return {
    units,
    names: await page.locator('.unit-controls__unit').allTextContents(),
    sides: await page.locator('.unit-side-label').allTextContents(),
    fitNotes: await page.locator('.fit-note__title, .fit-note__reason').allTextContents(),
  };
}
