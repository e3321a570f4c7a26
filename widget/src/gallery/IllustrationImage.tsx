// A default gallery illustration as inline SVG, scaled to its box.
import { createElement } from 'react';
import { ILLUSTRATION_VIEWBOX, type Illustration } from './illustrations';

/** An illustration with its accessible name. */
export function IllustrationImage({ illustration, label, className }: { illustration: Illustration; label: string; className?: string }) {
  const { width, height } = ILLUSTRATION_VIEWBOX;
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid slice" role="img" aria-label={label} focusable="false">
      {illustration.shapes.map((shape, index) => createElement(shape.tag, { key: index, ...shape.attrs }))}
    </svg>
  );
}
