import { describe, expect, it } from 'vitest';
import { MembersMessage } from '../../../../core/api';
import { joinProblem, JoinProblem, joinToken } from './join-model';

describe('the join page', () => {
  it('reads the token of /join?token=', () => {
    expect(joinToken('?token=abc123')).toBe('abc123');
    expect(joinToken('?token=%20')).toBeNull();
    expect(joinToken('')).toBeNull();
  });

  it('tells invalid or expired links, another e-mail and another organization apart', () => {
    expect(joinProblem(404, MembersMessage.InviteInvalid)).toBe(JoinProblem.Invalid);
    expect(joinProblem(403, MembersMessage.InviteOtherEmail)).toBe(JoinProblem.OtherEmail);
    expect(joinProblem(409, MembersMessage.InOtherOrganization)).toBe(JoinProblem.OtherOrganization);
    expect(joinProblem(409, MembersMessage.AlreadyMember)).toBe(JoinProblem.AlreadyMember);
    expect(joinProblem(410, undefined)).toBe(JoinProblem.Invalid);
    expect(joinProblem(0, undefined)).toBe(JoinProblem.Failed);
    expect(joinProblem(500, 'Internal error')).toBe(JoinProblem.Failed);
  });
});
