// The self-hosted Protomaps base map (decision 030): a PMTiles version 3 archive on disk
// (`LOTLINE_BASEMAP_PMTILES`) that the server serves itself at /basemap.pmtiles, for the widget to
// read by byte ranges. The archive is checked once at start, so a wrong path stops the server
// rather than leaving every map blank.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** Where the server serves the archive; the hosted page tells the widget this path. */
export const BASEMAP_PMTILES_PATH = '/basemap.pmtiles';

/** The first bytes of every PMTiles archive: the magic "PMTiles" and the spec version (PMTiles v3 spec, Header). */
const MAGIC = 'PMTiles';
const VERSION = 3;

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** Why the file at `path` cannot be the base map (not a .pmtiles name, unreadable, not PMTiles v3), or undefined when it can. */
export function pmtilesFileProblem(path: string): string | undefined {
  if (!path.endsWith('.pmtiles')) return 'must be the path of a .pmtiles file';
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile()) return 'must be a file, not a directory';
    fd = openSync(path, 'r');
    const head = Buffer.alloc(MAGIC.length + 1);
    const read = readSync(fd, head, 0, head.length, 0);
    if (read < head.length || head.toString('latin1', 0, MAGIC.length) !== MAGIC) return 'is not a PMTiles archive';
    if (head[MAGIC.length] !== VERSION) return `is PMTiles version ${head[MAGIC.length]}; version ${VERSION} is needed`;
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return `cannot be read: ${READ_ERRORS[code] ?? code}`;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
