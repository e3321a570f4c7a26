// The playground's setback polygon on the map: drawn while a notification's polygon is shown,
// redrawn when another is shown, and gone when none is or outside the playground.
import { useState } from 'react';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AreaGeometry } from '../../../../core/geo';
import { feetOf, rectFt } from '../../layout/test-support/lot-fixture';
import { PlaygroundContext, type PlaygroundValue } from '../../playground/playground-context';
import { renderOnMap } from '../test-support/map-harness';
import { PlaygroundSetback } from './PlaygroundSetback';

let show: (area: AreaGeometry | null) => void = () => undefined;

/** The playground's value with only what the layer reads: the polygon shown, which the test sets. */
function Playground() {
  const [shownSetback, setShown] = useState<AreaGeometry | null>(null);
  show = setShown;
  return (
    <PlaygroundContext.Provider value={{ shownSetback } as PlaygroundValue}>
      <PlaygroundSetback />
    </PlaygroundContext.Provider>
  );
}

const drawn = () => [...document.querySelectorAll<SVGPathElement>('path.map__pg-setback')];

describe('PlaygroundSetback', () => {
  it('draws the polygon shown, redraws another, and takes it away when none is shown', async () => {
    const view = await renderOnMap(<Playground />, { page: 'playground' });
    expect(drawn()).toEqual([]);
    act(() => show(rectFt(10, 100, 80, 90)));
    expect(drawn()).toHaveLength(1);
    const first = drawn()[0]!.getAttribute('d');
    act(() => show(rectFt(10, 120, 40, 40)));
    expect(drawn()).toHaveLength(1);
    expect(drawn()[0]!.getAttribute('d')).not.toBe(first);
    // The layer is the polygon given, not a copy of the first.
    const layers: L.Polygon[] = [];
    view.map().eachLayer((layer) => {
      if ('getLatLngs' in layer && (layer as L.Polygon).getElement()?.classList.contains('map__pg-setback')) layers.push(layer as L.Polygon);
    });
    const corners = (layers[0]!.getLatLngs() as L.LatLng[][])[0]!.map((latLng) => feetOf([latLng.lng, latLng.lat]));
    expect(new Set(corners.map(([, y]) => y))).toEqual(new Set([120, 160]));
    act(() => show(null));
    expect(drawn()).toEqual([]);
  });

  it('draws nothing outside the playground', async () => {
    await renderOnMap(<PlaygroundSetback />, { page: 'playground' });
    expect(drawn()).toEqual([]);
  });
});
