// The entry of a compute worker: the server runs from TypeScript, so the worker registers tsx's
// hooks before it loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./compute-worker.ts');
