import { describe, expect, it } from 'vitest';
import { checkOrigin, OriginReason } from './origins';

describe('allowed origins', () => {
  it('shows what a typed origin will be saved as', () => {
    expect(checkOrigin(' HTTPS://Builder.Example:443/ ', [])).toEqual({ valid: true, origin: 'https://builder.example', isChanged: true });
    expect(checkOrigin('http://localhost:5173', [])).toEqual({ valid: true, origin: 'http://localhost:5173', isChanged: false });
  });

  it('refuses paths, plain http on public hosts, duplicates and empty text', () => {
    expect(checkOrigin('https://builder.example/adu', [])).toEqual({ valid: false, reason: OriginReason.Invalid });
    expect(checkOrigin('http://builder.example', [])).toEqual({ valid: false, reason: OriginReason.Invalid });
    expect(checkOrigin('https://builder.example/', ['https://builder.example'])).toEqual({ valid: false, reason: OriginReason.Duplicate });
    expect(checkOrigin(' ', [])).toEqual({ valid: false, reason: OriginReason.Empty });
  });
});
