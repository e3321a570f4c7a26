// A collapsible report section: its heading is a button that says whether the body is expanded
// and controls it; pressing it asks for the other state, by the section's id.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportSection } from './ReportSection';

function renderSection(startOpen: boolean) {
  const toggles: [string, boolean][] = [];
  function Section() {
    const [open, setOpen] = useState(startOpen);
    return (
      <ReportSection
        id="placement"
        title="Placement"
        open={open}
        onToggle={(id, next) => {
          toggles.push([id, next]);
          setOpen(next);
        }}
        aside={<span>Allowed</span>}
      >
        <p>The setbacks</p>
      </ReportSection>
    );
  }
  render(<Section />);
  return toggles;
}

describe('ReportSection', () => {
  it('is a region named by its heading button, which controls its body', () => {
    renderSection(true);
    const region = screen.getByRole('region', { name: 'Placement' });
    expect(region.id).toBe('placement');
    const button = screen.getByRole('button', { name: 'Placement' });
    expect([button.getAttribute('aria-expanded'), button.getAttribute('aria-controls')]).toEqual(['true', 'placement-body']);
    expect(document.getElementById('placement-body')!.hidden).toBe(false);
    expect(region.querySelector('h5')!.textContent).toBe('PlacementAllowed');
  });

  it('closes and opens its body from the heading, saying which section', () => {
    const toggles = renderSection(true);
    const button = screen.getByRole('button', { name: 'Placement' });
    fireEvent.click(button);
    expect([button.getAttribute('aria-expanded'), document.getElementById('placement-body')!.hidden]).toEqual(['false', true]);
    expect(screen.getByText('The setbacks').closest('[hidden]')).not.toBeNull();
    fireEvent.click(button);
    expect(toggles).toEqual([
      ['placement', false],
      ['placement', true],
    ]);
    expect(screen.getByText('The setbacks').closest('[hidden]')).toBeNull();
  });

  it('starts closed when told', () => {
    renderSection(false);
    expect(screen.getByRole('button', { name: 'Placement' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('placement-body')!.hidden).toBe(true);
  });
});
