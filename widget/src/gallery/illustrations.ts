// The default gallery of an organization that has no images of its own (spec 1 section 9: ten
// detached exteriors and twelve internal ADU images), drawn here rather than shipped as files:
// each illustration is a list of plain SVG shapes made from a few parameters (a roof style or a
// room, a palette, and positions from a small random generator seeded by the illustration's kind
// and number), so the same number always draws the same picture. 16:9, like the slideshow.
import { mulberry32 } from '../../../core/random';

/** Exterior (backyard cottage) or interior (in-home apartment) images, as in `gallery.ext`/`gallery.int`. */
export type GalleryKind = 'ext' | 'int';

/** How many default illustrations each kind has. */
export const DEFAULT_ILLUSTRATION_COUNT: Record<GalleryKind, number> = { ext: 10, int: 12 };

/** The roof styles of the exteriors and the rooms of the interiors; they name the alt texts. */
export const EXTERIOR_STYLES = ['gable', 'shed', 'flat', 'gambrel', 'hip'] as const;
export const INTERIOR_ROOMS = ['living', 'kitchen', 'bedroom', 'bath'] as const;
export type IllustrationSubject = (typeof EXTERIOR_STYLES)[number] | (typeof INTERIOR_ROOMS)[number];

/** The drawing's box: 16:9. */
export const ILLUSTRATION_VIEWBOX = { width: 320, height: 180 } as const;

/** One SVG element and its attributes. */
export interface Shape {
  tag: 'rect' | 'circle' | 'ellipse' | 'polygon' | 'line';
  /** SVG attributes, named as React names them (`strokeWidth`). */
  attrs: Record<string, string | number>;
}

/** One default illustration. */
export interface Illustration {
  kind: GalleryKind;
  /** 0-based number within its kind. */
  index: number;
  subject: IllustrationSubject;
  shapes: Shape[];
}

interface Palette {
  sky: string;
  ground: string;
  wall: string;
  trim: string;
  roof: string;
  accent: string;
  leaf: string;
}

// Muted, warm palettes that sit well beside any brand colour.
const PALETTES: readonly Palette[] = [
  { sky: '#dbe9f4', ground: '#b9d3a4', wall: '#f3ede2', trim: '#3e4a52', roof: '#5b6770', accent: '#c8754a', leaf: '#6f9a5a' },
  { sky: '#f6e7d8', ground: '#c9d7a8', wall: '#8fa9a0', trim: '#f7f4ee', roof: '#3d4f4a', accent: '#e0b04f', leaf: '#5f8a4f' },
  { sky: '#e4eef0', ground: '#aacb9c', wall: '#d9c3a5', trim: '#4a3b30', roof: '#7a4f3a', accent: '#3f7f8c', leaf: '#4f7f4a' },
  { sky: '#fdf1e3', ground: '#bcd4a0', wall: '#ffffff', trim: '#2f3b45', roof: '#2f3b45', accent: '#b5523b', leaf: '#78a265' },
  { sky: '#e9e6f2', ground: '#b2cfa3', wall: '#c7d3dc', trim: '#27313a', roof: '#8a5a44', accent: '#d99a3d', leaf: '#5d8f62' },
  { sky: '#dfeee6', ground: '#c2d8a9', wall: '#e8d6c0', trim: '#354047', roof: '#4b5d67', accent: '#a3473a', leaf: '#6a9457' },
];


const round = (value: number) => Math.round(value * 10) / 10;
const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Record<string, string | number> = {}): Shape => ({
  tag: 'rect',
  attrs: { x: round(x), y: round(y), width: round(width), height: round(height), fill, ...extra },
});
const polygon = (list: readonly (readonly [number, number])[], fill: string, extra: Record<string, string | number> = {}): Shape => ({
  tag: 'polygon',
  attrs: { points: points(list), fill, ...extra },
});
const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}): Shape => ({
  tag: 'circle',
  attrs: { cx: round(cx), cy: round(cy), r: round(r), fill, ...extra },
});
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number> = {}): Shape => ({
  tag: 'ellipse',
  attrs: { cx: round(cx), cy: round(cy), rx: round(rx), ry: round(ry), fill, ...extra },
});
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra: Record<string, string | number> = {}): Shape => ({
  tag: 'line',
  attrs: { x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2), stroke, strokeWidth: width, ...extra },
});

/** A window with its frame and a cross bar. */
function windowShapes(x: number, y: number, width: number, height: number, glass: string, frame: string): Shape[] {
  return [
    rect(x, y, width, height, glass, { stroke: frame, strokeWidth: 2 }),
    line(x + width / 2, y, x + width / 2, y + height, frame, 1.5),
    line(x, y + height / 2, x + width, y + height / 2, frame, 1.5),
  ];
}

/** A rounded tree: a trunk and two or three overlapping crowns. */
function tree(x: number, ground: number, size: number, palette: Palette, random: () => number): Shape[] {
  const shapes: Shape[] = [rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, '#6b4f3a')];
  const crowns = 2 + Math.floor(random() * 2);
  for (let i = 0; i < crowns; i++) {
    const dx = (random() - 0.5) * size * 0.6;
    const dy = random() * size * 0.35;
    shapes.push(circle(x + dx, ground - size * 1.05 - dy, size * (0.38 + random() * 0.14), palette.leaf, { opacity: 0.85 + i * 0.05 }));
  }
  return shapes;
}

function exterior(index: number): Illustration {
  const random = mulberry32(1009 * (index + 1));
  const subject = EXTERIOR_STYLES[index % EXTERIOR_STYLES.length]!;
  const palette = PALETTES[(index * 5 + 1) % PALETTES.length]!;
  const { width: W, height: H } = ILLUSTRATION_VIEWBOX;
  const ground = 128 + random() * 10;
  const shapes: Shape[] = [rect(0, 0, W, H, palette.sky)];

  // Sun (or a low evening sun) and a couple of soft clouds.
  const sunX = 30 + random() * 260;
  shapes.push(circle(sunX, 26 + random() * 18, 12 + random() * 6, '#fff6d6', { opacity: 0.95 }));
  for (let i = 0; i < 2; i++) {
    const cx = 40 + random() * 240;
    const cy = 22 + random() * 26;
    shapes.push(ellipse(cx, cy, 22 + random() * 14, 6 + random() * 3, '#ffffff', { opacity: 0.75 }));
  }
  // The main house behind, faded, so the cottage reads as the backyard one.
  const mainX = random() < 0.5 ? 8 + random() * 20 : 210 + random() * 30;
  shapes.push(rect(mainX, ground - 70, 92, 70, palette.wall, { opacity: 0.45 }));
  shapes.push(polygon([[mainX - 6, ground - 70], [mainX + 46, ground - 102], [mainX + 98, ground - 70]], palette.roof, { opacity: 0.35 }));
  // Lawn, a fence line and a path.
  shapes.push(rect(0, ground, W, H - ground, palette.ground));
  const fenceY = ground - 14;
  shapes.push(line(0, fenceY, W, fenceY, palette.trim, 1, { opacity: 0.25 }));
  for (let x = 6; x < W; x += 12) shapes.push(line(x, fenceY - 4, x, ground, palette.trim, 1, { opacity: 0.2 }));

  // The cottage.
  const bodyW = 96 + random() * 26;
  const bodyH = 46 + random() * 12;
  const bodyX = mainX < 120 ? 150 + random() * (150 - bodyW) : 24 + random() * 40;
  const bodyY = ground - bodyH;
  const right = bodyX + bodyW;
  shapes.push(polygon([[bodyX + bodyW / 2 - 10, H], [bodyX + bodyW / 2 + 10, H], [bodyX + bodyW * 0.3 + 12, ground], [bodyX + bodyW * 0.3, ground]], '#e6dccb', { opacity: 0.9 }));
  shapes.push(rect(bodyX, bodyY, bodyW, bodyH, palette.wall, { stroke: palette.trim, strokeWidth: 1.5 }));
  // Siding lines.
  for (let y = bodyY + 7; y < ground - 2; y += 7) shapes.push(line(bodyX + 1, y, right - 1, y, palette.trim, 0.6, { opacity: 0.18 }));

  const overhang = 6;
  switch (subject) {
    case 'gable':
      shapes.push(polygon([[bodyX - overhang, bodyY], [bodyX + bodyW / 2, bodyY - 34 - random() * 8], [right + overhang, bodyY]], palette.roof));
      break;
    case 'shed':
      shapes.push(polygon([[bodyX - overhang, bodyY + 2], [bodyX - overhang, bodyY - 26], [right + overhang, bodyY - 8], [right + overhang, bodyY + 2]], palette.roof));
      shapes.push(rect(bodyX + 8, bodyY - 20, bodyW - 16, 10, palette.sky, { opacity: 0.8 }));
      break;
    case 'flat':
      shapes.push(rect(bodyX - overhang, bodyY - 8, bodyW + overhang * 2, 8, palette.roof));
      shapes.push(rect(bodyX + bodyW * 0.15, bodyY - 14, bodyW * 0.7, 6, palette.leaf, { opacity: 0.8 }));
      break;
    case 'gambrel': {
      const mid = bodyY - 18;
      shapes.push(polygon([[bodyX - overhang, bodyY], [bodyX + 8, mid], [bodyX + bodyW / 2, bodyY - 34], [right - 8, mid], [right + overhang, bodyY]], palette.roof));
      break;
    }
    case 'hip':
      shapes.push(polygon([[bodyX - overhang, bodyY], [bodyX + bodyW * 0.28, bodyY - 26], [right - bodyW * 0.28, bodyY - 26], [right + overhang, bodyY]], palette.roof));
      break;
  }

  // Door, windows, and perhaps a small deck with a rail.
  const doorW = 14;
  const doorX = bodyX + bodyW * (random() < 0.5 ? 0.22 : 0.62);
  shapes.push(rect(doorX, ground - 30, doorW, 30, palette.accent, { stroke: palette.trim, strokeWidth: 1.5 }));
  shapes.push(circle(doorX + doorW - 3.5, ground - 15, 1.2, palette.trim));
  const windowCount = 1 + Math.floor(random() * 2);
  for (let i = 0; i < windowCount; i++) {
    const wx = doorX < bodyX + bodyW / 2 ? doorX + doorW + 10 + i * 26 : bodyX + 10 + i * 26;
    if (wx + 18 > right - 4) break;
    shapes.push(...windowShapes(wx, bodyY + 10, 18, 18, '#cfe3ef', palette.trim));
  }
  if (random() < 0.6) {
    const deckX = bodyX - 4;
    shapes.push(rect(deckX, ground - 4, bodyW + 8, 6, '#a07a5a'));
    for (let x = deckX + 2; x < deckX + bodyW + 8; x += 8) shapes.push(line(x, ground - 12, x, ground - 4, palette.trim, 1, { opacity: 0.5 }));
    shapes.push(line(deckX, ground - 12, deckX + bodyW + 8, ground - 12, palette.trim, 1.2, { opacity: 0.6 }));
  }
  // Trees and shrubs on either side.
  shapes.push(...tree(bodyX - 22 - random() * 10, ground + 2, 26 + random() * 10, palette, random));
  if (random() < 0.7) shapes.push(...tree(Math.min(W - 14, right + 24 + random() * 10), ground + 2, 22 + random() * 10, palette, random));
  for (let i = 0; i < 3; i++) shapes.push(ellipse(bodyX + random() * bodyW, ground + 2, 7 + random() * 5, 4 + random() * 2, palette.leaf, { opacity: 0.9 }));
  return { kind: 'ext', index, subject, shapes };
}

function interior(index: number): Illustration {
  const random = mulberry32(7919 * (index + 1));
  const subject = INTERIOR_ROOMS[index % INTERIOR_ROOMS.length]!;
  const palette = PALETTES[index % PALETTES.length]!;
  const { width: W, height: H } = ILLUSTRATION_VIEWBOX;
  const floorY = 122 + random() * 8;
  const shapes: Shape[] = [
    rect(0, 0, W, H, palette.wall),
    // Floor with boards.
    rect(0, floorY, W, H - floorY, '#c9a57e'),
  ];
  for (let x = -40; x < W + 40; x += 22) shapes.push(line(x, H, W / 2 + (x - W / 2) * 0.55, floorY, '#a8845f', 1, { opacity: 0.6 }));
  shapes.push(rect(0, floorY - 4, W, 4, palette.trim, { opacity: 0.35 }));

  // A window on the back wall with the garden outside.
  const winW = 60 + random() * 20;
  const winX = subject === 'kitchen' ? W / 2 - winW / 2 : random() < 0.5 ? 24 + random() * 20 : W - winW - 24 - random() * 20;
  shapes.push(rect(winX, 24, winW, 54, palette.sky, { stroke: palette.trim, strokeWidth: 3 }));
  shapes.push(ellipse(winX + winW * 0.3, 74, winW * 0.4, 12, palette.leaf, { opacity: 0.8 }));
  shapes.push(line(winX + winW / 2, 24, winX + winW / 2, 78, palette.trim, 2));

  const other = winX < W / 2 ? W * 0.62 : W * 0.12;
  switch (subject) {
    case 'living': {
      // Sofa with cushions, a rug, a lamp and a framed picture.
      const sofaX = other - 10;
      shapes.push(ellipse(sofaX + 55, floorY + 26, 70, 12, palette.accent, { opacity: 0.35 }));
      shapes.push(rect(sofaX, floorY - 30, 110, 22, palette.roof, { rx: 6 }));
      shapes.push(rect(sofaX - 6, floorY - 16, 122, 18, palette.roof, { rx: 5 }));
      shapes.push(rect(sofaX + 10, floorY - 26, 22, 14, palette.accent, { rx: 3 }));
      shapes.push(rect(sofaX + 78, floorY - 26, 22, 14, '#f3e3c3', { rx: 3 }));
      shapes.push(rect(sofaX + 20, 34, 46, 32, '#ffffff', { stroke: palette.trim, strokeWidth: 2 }));
      shapes.push(polygon([[sofaX + 24, 62], [sofaX + 40, 44], [sofaX + 62, 62]], palette.leaf));
      const lampX = sofaX + 130 > W - 10 ? sofaX - 22 : sofaX + 130;
      shapes.push(line(lampX, floorY, lampX, floorY - 62, palette.trim, 2));
      shapes.push(polygon([[lampX - 10, floorY - 60], [lampX + 10, floorY - 60], [lampX + 6, floorY - 74], [lampX - 6, floorY - 74]], '#f6e2b3'));
      break;
    }
    case 'kitchen': {
      // Upper and lower cabinets along the wall, a counter, a pendant and two stools.
      const baseTop = floorY - 34;
      shapes.push(rect(12, baseTop, W - 24, 34, palette.roof));
      shapes.push(rect(8, baseTop - 4, W - 16, 5, '#e9e4da'));
      for (let x = 18; x < W - 30; x += 36) shapes.push(rect(x, baseTop + 6, 30, 24, palette.roof, { stroke: palette.trim, strokeWidth: 0.8, opacity: 0.9 }));
      for (const x of [14, W - 14 - 64]) {
        shapes.push(rect(x, 16, 64, 34, palette.roof, { opacity: 0.9 }));
        shapes.push(line(x + 32, 16, x + 32, 50, palette.trim, 0.8));
      }
      for (const x of [W * 0.4, W * 0.6]) {
        shapes.push(line(x, 0, x, 12 + random() * 6, palette.trim, 1));
        shapes.push(polygon([[x - 7, 20], [x + 7, 20], [x + 4, 12], [x - 4, 12]], palette.accent));
      }
      shapes.push(rect(winX + winW * 0.2, baseTop - 14, 10, 10, palette.leaf, { rx: 2 }));
      break;
    }
    case 'bedroom': {
      // A bed with pillows and a blanket, a nightstand with a lamp, a shelf.
      const bedX = other - 20;
      shapes.push(rect(bedX, floorY - 52, 10, 52, palette.trim));
      shapes.push(rect(bedX + 8, floorY - 26, 120, 22, '#f7f4ee', { rx: 4 }));
      shapes.push(rect(bedX + 56, floorY - 28, 74, 26, palette.accent, { rx: 4, opacity: 0.9 }));
      shapes.push(rect(bedX + 14, floorY - 36, 30, 12, '#ffffff', { rx: 5 }));
      shapes.push(rect(bedX + 8, floorY - 4, 120, 4, palette.trim, { opacity: 0.6 }));
      const standX = bedX - 34 < 4 ? bedX + 136 : bedX - 34;
      shapes.push(rect(standX, floorY - 24, 26, 24, palette.roof));
      shapes.push(polygon([[standX + 5, floorY - 24], [standX + 21, floorY - 24], [standX + 17, floorY - 40], [standX + 9, floorY - 40]], '#f6e2b3'));
      shapes.push(rect(bedX + 20, 40, 70, 4, palette.trim, { opacity: 0.7 }));
      for (let i = 0; i < 4; i++) shapes.push(rect(bedX + 24 + i * 14, 28 + random() * 4, 8, 12 - random() * 4, i % 2 ? palette.accent : palette.leaf));
      break;
    }
    case 'bath': {
      // A vanity with a basin and a mirror beside the window, then a tub against a tiled wall.
      const windowLeft = winX < W / 2;
      const vanityX = windowLeft ? winX + winW + 12 : winX - 68;
      const tubX = windowLeft ? vanityX + 68 : 8;
      const tubW = windowLeft ? W - 8 - tubX : vanityX - 12 - tubX;
      for (let y = 30; y < floorY - 4; y += 10) shapes.push(line(tubX, y, tubX + tubW, y, '#ffffff', 1, { opacity: 0.6 }));
      for (let x = tubX + 10; x < tubX + tubW; x += 10) shapes.push(line(x, 30, x, floorY - 40, '#ffffff', 1, { opacity: 0.35 }));
      shapes.push(rect(tubX, floorY - 40, tubW, 40, '#ffffff', { rx: 8, stroke: palette.trim, strokeWidth: 1 }));
      shapes.push(rect(tubX + 8, floorY - 36, tubW - 16, 8, palette.sky));
      shapes.push(line(tubX + tubW - 14, floorY - 40, tubX + tubW - 14, floorY - 58, palette.trim, 2));
      shapes.push(rect(vanityX, floorY - 38, 56, 38, palette.roof));
      shapes.push(line(vanityX + 28, floorY - 26, vanityX + 28, floorY - 6, palette.trim, 1, { opacity: 0.6 }));
      shapes.push(ellipse(vanityX + 28, floorY - 38, 18, 4, '#ffffff'));
      shapes.push(rect(vanityX + 10, floorY - 84, 36, 34, palette.sky, { stroke: palette.trim, strokeWidth: 2, rx: 10, opacity: 0.9 }));
      return { kind: 'int', index, subject, shapes };
    }
  }
  // A plant in a pot in a corner.
  const potX = random() < 0.5 ? 18 : W - 30;
  shapes.push(rect(potX, floorY - 16, 14, 16, palette.accent));
  for (let i = 0; i < 3; i++) shapes.push(ellipse(potX + 7 + (i - 1) * 5, floorY - 24 - i * 3, 5, 10, palette.leaf, { opacity: 0.9 }));
  return { kind: 'int', index, subject, shapes };
}

/** The default illustration number `index` (0-based) of `kind`. */
export function defaultIllustration(kind: GalleryKind, index: number): Illustration {
  const count = DEFAULT_ILLUSTRATION_COUNT[kind];
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`There are ${count} default ${kind} illustrations; ${index} is not one`);
  return kind === 'ext' ? exterior(index) : interior(index);
}

/** Every default illustration of `kind`. */
export function defaultIllustrations(kind: GalleryKind): Illustration[] {
  return Array.from({ length: DEFAULT_ILLUSTRATION_COUNT[kind] }, (_, index) => defaultIllustration(kind, index));
}
