/**
 * Types for the parts of pannellum 2.5 the panorama viewer uses. The package ships no types and is
 * a classic script: importing it defines `window.pannellum`.
 * @see https://pannellum.org/documentation/reference/
 */
declare module 'pannellum';

interface PannellumViewer {
  destroy(): void;
}

interface PannellumLibrary {
  viewer(container: HTMLElement | string, config: Record<string, unknown>): PannellumViewer;
}

interface Window {
  pannellum?: PannellumLibrary;
}
