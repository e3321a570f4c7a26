// A visitor's playground kept in the tab (kept-playground.ts), for the layout: once changes are
// saved (the visitor signed in), the kept drawing is saved with the account and forgotten in the
// tab; while they are not (a visitor, a limited report), the drawing is kept after each change.
import { useEffect } from 'react';
import type { LayoutUnit } from '../../../core/api';
import { sessionKeptStorage, writeKeptPlayground, type KeptPlayground } from './kept-playground';
import type { SavedKey } from './saving';

interface Options {
  propertyId: string;
  /** What was kept when the property opened, if anything. */
  kept: KeptPlayground | null;
  saves: boolean;
  playground: LayoutUnit[];
  surveyBuildingsCleared: boolean;
  scheduleSave(...keys: SavedKey[]): void;
}

/** Takes the kept playground over for the account, or keeps the playground in the tab. */
export function useKeptPlayground({ propertyId, kept, saves, playground, surveyBuildingsCleared, scheduleSave }: Options): void {
  useEffect(() => {
    if (saves && kept) {
      scheduleSave('playground');
      writeKeptPlayground(sessionKeptStorage(), propertyId, null);
    }
  }, [saves, kept, propertyId, scheduleSave]);
  useEffect(() => {
    if (!saves) writeKeptPlayground(sessionKeptStorage(), propertyId, { units: playground, surveyBuildingsCleared });
  }, [saves, propertyId, playground, surveyBuildingsCleared]);
}
