// The user's work on the lot map, shared by the map and the side panel: the units laid out on each
// page, the user's own plans, the buildings they added, their lot correction, map notes, the view
// mode and the drawing tool of the plan constructor. LayoutProvider keeps it and saves it
// (`PATCH /api/properties/:id`) for signed-in users.
import { createContext, useContext } from 'react';
import type { LayoutUnit, MapNote, UserBuilding, UserFloorPlan, ViewMode, PlacementPage } from '../../../core/api';
import type { PlanCategory } from '../../../core/floor-plans';
import type { AduType } from '../../../core/placement';
import type { Polygon, Position } from '../../../core/geo';

/** The drawing tool of the plan constructor (spec 1 section 4: unset, polygon, rectangle, edit). */
export type DrawTool = 'unset' | 'polygon' | 'rectangle' | 'edit';

/** The constructor's drawing: its tool and the temporary structure drawn so far. */
export interface Draft {
  tool: DrawTool;
  /** The finished temporary structure, or null while nothing is drawn. */
  shape: Polygon | null;
}

/** How a plan is placed. */
export interface PlaceOptions {
  replaceSelected?: boolean;
  /** The id of a unit the new one replaces, which the new one need not keep clear of. */
  replacing?: string;
}

/** A plan to place: a catalogue or user plan by uuid, with its outline for client-side moves. */
export interface PlanToPlace {
  uuid: string;
  category: string;
  dimensions: readonly number[];
  angles: readonly number[];
}

/**
 * The map's editing tools (spec 2: select, measure, draw polygon, draw square, add image, line, text,
 * merge, edit lot), and tracing the house, the polygon tool for a house the data has no footprint
 * of (issue 31), taken up from the map's notice rather than the toolbar.
 */
export type MapTool = 'select' | 'measure' | 'polygon' | 'square' | 'image' | 'line' | 'text' | 'merge' | 'edit-lot' | 'house';

/** What the map and the side panel share. */
export interface LayoutValue {
  /** The page units are placed on now (an ADU page or the playground), or null on the overview. */
  page: PlacementPage | null;
  /** Units of `page`, in drawing order. */
  units: readonly LayoutUnit[];
  /** The selected unit of `page`, if any. */
  selected: LayoutUnit | undefined;
  /** The user's own floor plans (custom plans). */
  plans: readonly UserFloorPlan[];
  /** Buildings the user added. */
  buildings: readonly UserBuilding[];
  /** The user's lot correction, or null. */
  lot: Polygon | null;
  notes: readonly MapNote[];
  viewMode: ViewMode;
  /** Whether changes are saved (a signed-in user); visitors keep them for the visit only. */
  saves: boolean;

  /**
   * Places `plan` as a new selected unit (others deselected), clear of the page's other units but
   * unit `replacing` (which is about to go); with `replaceSelected` the selected unit changes plan,
   * keeping its position and rotation.
   */
  placePlan(plan: PlanToPlace, options?: PlaceOptions): Promise<void>;
  /** Selects one unit of the page and deselects the others; null deselects all. */
  selectUnit(id: string | null): void;
  /** Moves the unit by feet east and north (keyboard); answers false, with the toast, when it would leave the lot. */
  moveUnit(id: string, dxFt: number, dyFt: number): boolean;
  /** Turns the unit counter-clockwise by `deg` about its centre; false, with the toast, when it would leave the lot. */
  rotateUnit(id: string, deg: number): boolean;
  /** Sets the unit's polygon after a drag or a turn by the handle; false, with 'Adu should be inside lot', when outside (the unit goes back). */
  setUnitGeometry(id: string, polygon: Polygon, rotationDeg?: number): boolean;
  /** Removes the unit; the next plan placed goes to where this one was first placed. */
  deleteUnit(id: string): void;
  /** 'Additional ADU': a copy of the selected (or first) unit shifted sideways by its width, selected. */
  addCopy(): void;
  /** Saves a custom plan (new or edited, by uuid); outside the playground with a single unit, it replaces that unit. */
  savePlan(plan: UserFloorPlan): Promise<void>;
  /** Deletes a user plan and its units. */
  deletePlan(uuid: string): void;
  addBuilding(building: UserBuilding): void;
  removeBuilding(id: string): void;
  /** Gives one of the user's buildings a category (the playground's gray buildings need one), or takes it away. */
  setBuildingCategory(id: string, category: PlanCategory | null): void;
  /** Replaces buildings and units merged into one (the merge tool). */
  replaceBuildings(removedIds: readonly string[], added: UserBuilding): void;
  /** Saves the lot correction; null restores the public lot lines. */
  setLot(lot: Polygon | null): Promise<void>;
  addNote(note: MapNote): void;
  removeNote(id: string): void;
  setViewMode(mode: ViewMode): void;

  /** The constructor's drawing. */
  draft: Draft;
  setDraft(draft: Draft): void;
  /** The map tool in use (select when none). */
  tool: MapTool;
  setTool(tool: MapTool): void;
  /** Where the first unit of the page was placed: the start point of the next plan after a delete. */
  startPoint: Position | null;

  /** Whether the survey's buildings are cleared from the playground for this visit (spec 1 section 4: 'clear existing structures'). */
  surveyBuildingsCleared: boolean;
  /** Clears the survey's buildings from the playground and its units (the playground data). */
  clearExistingStructures(): void;
  /** Shows the survey's buildings on the playground again (the person changed their mind). */
  restoreExistingStructures(): void;
  /** Sets the ADU type of the page's units by id (the playground's physical rules); saved only when one changes. */
  retypeUnits(typeOf: (unit: LayoutUnit) => AduType): void;
  /** While a message is set, edits of units, plans and buildings are refused with it as a warning (the playground's analysis). */
  setEditLock(message: string | null): void;
}

export const LayoutContext = createContext<LayoutValue | null>(null);

/** The layout of the nearest provider; a programmer error outside one. */
export function useLayout(): LayoutValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout() needs a <LayoutProvider> above it');
  return value;
}
