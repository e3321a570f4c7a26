// Module declarations for imports that Vite resolves: CSS as a string with `?inline`.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
