// The plan constructor's drawing and the map's tool, as pure transitions: they take the same
// clicks, so taking one up puts the other down (the constructor keeps its temporary structure).
// Taking either up is an edit, which the edit lock may refuse; putting it down never is.
import type { Draft, MapTool } from '../shell/layout-context';

/** The drawing and the tool in use. */
export interface ToolState {
  draft: Draft;
  tool: MapTool;
}

/** No drawing: no tool, nothing drawn. */
export const NO_DRAFT: Draft = { tool: 'unset', shape: null };

/** Where a layout starts: nothing drawn, the select tool. */
export const INITIAL_TOOLS: ToolState = { draft: NO_DRAFT, tool: 'select' };

/** Whether setting `draft` takes up a drawing tool (an edit). */
export const takesUpDrawing = (draft: Draft): boolean => draft.tool !== 'unset';

/** Whether setting `tool` takes up a map tool other than select (an edit). */
export const takesUpTool = (tool: MapTool): boolean => tool !== 'select';

/** The state with the constructor's drawing `draft`; a drawing tool puts the map's tool down. */
export function withDraft(state: ToolState, draft: Draft): ToolState {
  return { draft, tool: takesUpDrawing(draft) ? 'select' : state.tool };
}

/** The state with map tool `tool`; another tool than select puts the drawing tool down, keeping the shape. */
export function withTool(state: ToolState, tool: MapTool): ToolState {
  const putsDrawingDown = takesUpTool(tool) && state.draft.tool !== 'unset';
  return { tool, draft: putsDrawingDown ? { tool: 'unset', shape: state.draft.shape } : state.draft };
}
