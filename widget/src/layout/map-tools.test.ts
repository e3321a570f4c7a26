import { describe, expect, it } from 'vitest';
import { rectFt } from './test-support/lot-fixture';
import { INITIAL_TOOLS, NO_DRAFT, takesUpDrawing, takesUpTool, withDraft, withTool } from './map-tools';

const shape = rectFt(10, 110, 20, 20);

describe('the drawing and the map tool', () => {
  it('starts with nothing drawn and the select tool', () => {
    expect(INITIAL_TOOLS).toEqual({ draft: { tool: 'unset', shape: null }, tool: 'select' });
  });

  it('puts the map tool down when a drawing tool is taken up', () => {
    const measuring = withTool(INITIAL_TOOLS, 'measure');
    expect(withDraft(measuring, { tool: 'polygon', shape: null })).toEqual({ draft: { tool: 'polygon', shape: null }, tool: 'select' });
    // Putting the drawing down leaves the map tool alone.
    expect(withDraft(measuring, NO_DRAFT)).toEqual({ draft: NO_DRAFT, tool: 'measure' });
  });

  it('puts the drawing tool down, keeping its shape, when another map tool is taken up', () => {
    const drawing = withDraft(INITIAL_TOOLS, { tool: 'edit', shape });
    expect(withTool(drawing, 'line')).toEqual({ draft: { tool: 'unset', shape }, tool: 'line' });
    expect(withTool(drawing, 'select')).toEqual({ draft: { tool: 'edit', shape }, tool: 'select' });
  });

  it('counts taking a tool up as an edit, putting it down as none', () => {
    expect(takesUpDrawing({ tool: 'rectangle', shape: null })).toBe(true);
    expect(takesUpDrawing({ tool: 'unset', shape })).toBe(false);
    expect(takesUpTool('edit-lot')).toBe(true);
    expect(takesUpTool('select')).toBe(false);
  });
});
