// The zone choice (spec 2: zone modal), opened where a lot's zone is not among the town's rules:
// the town's zones sorted, a locked choice without a sign-in, the choice saved with one, and skip.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortedZones, ZoneModal, zoneChoiceOpensItself } from './ZoneModal';

const ZONES = ['SD-10(H)', 'C-1', 'BA-2', 'SD-2', 'BA', 'C-1A'];

function renderZone(signedIn: boolean, onChoose: (zone: string) => Promise<boolean> = async () => true) {
  const calls = { locked: 0, closed: 0, chosen: [] as string[] };
  render(
    <ZoneModal
      zones={ZONES}
      current="XZ-9"
      signedIn={signedIn}
      onChoose={async (zone) => {
        calls.chosen.push(zone);
        return onChoose(zone);
      }}
      onClose={() => calls.closed++}
      onLocked={() => calls.locked++}
    />,
  );
  return calls;
}

describe('ZoneModal', () => {
  it('opens by itself only where the zone matches none of the town and the person can choose one', () => {
    expect(zoneChoiceOpensItself(false, true)).toBe(true);
    // A visitor (in a builder's embed or on the hosted page) cannot choose: no locked dialog over the lot.
    expect(zoneChoiceOpensItself(false, false)).toBe(false);
    expect(zoneChoiceOpensItself(true, true)).toBe(false);
  });

  it('offers the town’s zones sorted, numbers in order, and says the zone in the data', () => {
    expect(sortedZones(ZONES)).toEqual(['BA', 'BA-2', 'C-1', 'C-1A', 'SD-2', 'SD-10(H)']);
    renderZone(false);
    const dialog = screen.getByRole('dialog', { name: 'Which zone is this lot in?' });
    expect(dialog.textContent).toContain('Zone in the data: XZ-9');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['BA', 'BA-2', 'C-1', 'C-1A', 'SD-2', 'SD-10(H)']);
  });

  it('locks the choice without a sign-in: the submit opens the upsell and saves nothing; skip closes', () => {
    const calls = renderZone(false);
    expect(screen.getByText('Sign in to choose the zone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Use this zone/ }));
    expect([calls.locked, calls.chosen, calls.closed]).toEqual([1, [], 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(calls.closed).toBe(1);
  });

  it('saves the chosen zone when signed in, and closes only once it is saved', async () => {
    let answer = false;
    const calls = renderZone(true, async () => answer);
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), { target: { value: 'SD-2' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Use this zone' })));
    expect([calls.chosen, calls.closed]).toEqual([['SD-2'], 0]);
    answer = true;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Use this zone' })));
    expect([calls.chosen, calls.closed, calls.locked]).toEqual([['SD-2', 'SD-2'], 1, 0]);
  });
});
