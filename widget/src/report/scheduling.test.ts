import { describe, expect, it } from 'vitest';
import { schedulingUrlOf } from './scheduling';

describe('schedulingUrlOf', () => {
  it('takes the configured http(s) booking page', () => {
    expect(schedulingUrlOf({ scheduling_url: 'https://cal.example/lotline?src=widget' })).toBe('https://cal.example/lotline?src=widget');
    expect(schedulingUrlOf({ scheduling_url: 'http://localhost:3000/book' })).toBe('http://localhost:3000/book');
  });

  it('answers null when none is configured or it is not a web page', () => {
    expect(schedulingUrlOf({ scheduling_url: null })).toBeNull();
    expect(schedulingUrlOf(undefined)).toBeNull();
    expect(schedulingUrlOf({ scheduling_url: 'javascript:alert(1)' })).toBeNull();
    expect(schedulingUrlOf({ scheduling_url: 'not a url' })).toBeNull();
  });
});
