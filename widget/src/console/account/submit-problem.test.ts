import { describe, expect, it } from 'vitest';
import { ApiRequestError, parseRetryAfter } from '../../api/client';
import { submitProblem } from './submit-problem';

const fields = ['email', 'password'] as const;
const body = (message: string, extra: Record<string, string[]> | undefined = undefined) => ({ error: { code: 'x', message, ...(extra ? { fields: extra } : {}) } });

describe('submitProblem', () => {
  it('puts field messages of a 400 beside their fields and the rest above the form', () => {
    const error = new ApiRequestError(400, body('Invalid input', { email: ['Please verify that you are entering the correct email.'], token: ['Token is required.'] }));
    expect(submitProblem(error, fields)).toEqual({ kind: 'invalid', fields: { email: ['Please verify that you are entering the correct email.'] }, form: ['Token is required.'] });
    expect(submitProblem(new ApiRequestError(400, body('Bad body')), fields)).toEqual({ kind: 'invalid', fields: {}, form: ['Bad body'] });
  });

  it('names wrong credentials, a taken email, rate limits, network failures and the rest', () => {
    expect(submitProblem(new ApiRequestError(401, body('Email or password is incorrect.')), fields)).toEqual({ kind: 'credentials' });
    expect(submitProblem(new ApiRequestError(409, body('taken')), fields)).toEqual({ kind: 'email-taken' });
    expect(submitProblem(new ApiRequestError(429, body('slow down'), 30), fields)).toEqual({ kind: 'rate-limited', retryAfterSeconds: 30 });
    expect(submitProblem(new ApiRequestError(429, undefined), fields)).toEqual({ kind: 'rate-limited', retryAfterSeconds: null });
    expect(submitProblem(new ApiRequestError(0, undefined), fields)).toEqual({ kind: 'network' });
    expect(submitProblem(new ApiRequestError(500, body('internal')), fields)).toEqual({ kind: 'failed' });
  });

  it('rethrows what is not an API error', () => {
    const bug = new TypeError('values.email is undefined');
    expect(() => submitProblem(bug, fields)).toThrow(bug);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
