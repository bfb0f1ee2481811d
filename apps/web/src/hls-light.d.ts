// hls.js ships types for its full build only; its light build (what the camera player loads) has the same API
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
