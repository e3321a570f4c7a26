import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsEventBodySchema } from '../../../core/api';
import { eventBody, trackEvent } from './track';

describe('analytics events', () => {
  it('makes a body the server accepts, with the organization and the time', () => {
    const body = eventBody('view_details', 'lotline-demo', { label: 'backyard-cottage', adu_type: 'detached' }, new Date('2026-11-22T10:00:00Z'));
    expect(body).toEqual({
      name: 'view_details',
      organization_id: 'lotline-demo',
      properties: { label: 'backyard-cottage', adu_type: 'detached', timestamp: '2026-11-22T10:00:00.000Z' },
    });
    expect(v.safeParse(AnalyticsEventBodySchema, body).success).toBe(true);
    expect(eventBody('more_searches_needed', undefined, {}, new Date(0)).organization_id).toBeNull();
  });

  it('posts in the background and only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: unknown[] = [];
    trackEvent({ call: async (path, init) => void calls.push([path, init?.method, (init?.body as { name: string }).name]) as never }, 'floor_plan_click', null, { floor_plan_uuid: 'abc' });
    trackEvent({ call: () => Promise.reject(new Error('offline')) }, 'property_zone_selection', 'lotline-demo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([['/api/events', 'POST', 'floor_plan_click']]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe('Analytics event property_zone_selection was not recorded');
    warn.mockRestore();
  });
});
