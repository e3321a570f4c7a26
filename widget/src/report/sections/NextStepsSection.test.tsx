// What comes next: the place's dated checklist, each step with its sources or the page to ask
// (named by its step for assistive technology); a place without one says whom to ask; in English
// and Spanish.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import type { NextSteps } from '../../../../core/estimates';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderInReport } from '../test-support/report-harness';
import { NextStepsSection } from './NextStepsSection';

const NEXT: NextSteps = {
  as_of: '2026-05-02',
  steps: [
    {
      id: 'permit',
      step: 'Apply for a building permit',
      description: 'The building department reviews the plans.',
      sources: [{ document_id: 'code', sequences: ['1'], source_url: 'https://laws.test/code', label: 'Building code', publisher: 'Town of Newton', verified_at: '' }],
      link: null,
    },
    { id: 'ask', step: 'Ask about utilities', description: 'Water and sewer connections.', sources: [], link: 'https://town.test/ask' },
  ],
};

const steps = () => [...document.querySelectorAll<HTMLElement>('.next-steps__item')];

describe('NextStepsSection', () => {
  it('lists the dated steps with their sources, or the page to ask', async () => {
    await renderInReport(<NextStepsSection />, { property: lotStreetData({ next_steps: NEXT } as Partial<StreetData>) });
    expect(screen.getByText('Checked May 2, 2026')).toBeTruthy();
    expect(steps().map((step) => [step.dataset.step, step.querySelector('h6')!.textContent, step.querySelector('.next-steps__text')!.textContent])).toEqual([
      ['permit', 'Apply for a building permit', 'The building department reviews the plans.'],
      ['ask', 'Ask about utilities', 'Water and sewer connections.'],
    ]);
    expect(steps()[0]!.querySelector('.citations')?.textContent).toContain('Town of Newton: Building code');
    const ask = screen.getByRole('link', { name: 'Ask here (Ask about utilities) (opens in a new tab)' });
    expect(ask.getAttribute('href')).toBe('https://town.test/ask');
    // A step with its sources has no page to ask.
    expect(steps()[0]!.textContent).not.toContain('Ask here');
  });

  it('says whom to ask where no checklist is held', async () => {
    await renderInReport(<NextStepsSection />, { property: lotStreetData({ next_steps: null } as Partial<StreetData>) });
    expect(document.body.textContent).toBe('We hold no checklist for this place; ask the town’s building department.');
  });

  it('says it in Spanish', async () => {
    await renderInReport(<NextStepsSection />, { property: lotStreetData({ next_steps: NEXT } as Partial<StreetData>), locale: 'es' });
    expect(screen.getByText(/^Revisado el /)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Pregunte aquí/ })).toBeTruthy();
  });
});
