import { describe, expect, it } from 'vitest';
import { DOCUMENTS, findDocument } from './documents';

describe('findDocument', () => {
  it('finds a document by id', () => {
    const [id, document] = Object.entries(DOCUMENTS)[0]!;
    expect(findDocument(id)).toBe(document);
  });

  it('finds nothing for names of Object.prototype members', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(findDocument(id)).toBeUndefined();
  });
});
