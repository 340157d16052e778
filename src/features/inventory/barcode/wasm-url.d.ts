/// <reference types="emscripten" />
/** Vite's `?url` import of the reader's wasm: the address the build gives the file. */
declare module 'zxing-wasm/reader/zxing_reader.wasm?url' {
  const url: string;
  export default url;
}
