/**
 * The zxing-cpp reader (WebAssembly), served from the app's own origin: the package would
 * otherwise fetch its wasm from a CDN, which a shop's network or a strict CSP may block.
 */
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeImage } from './decode';

/** The formats of decode.ts, in zxing's names. */
export const WASM_FORMATS: ReadInputBarcodeFormat[] = ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'ITF', 'QRCode'];

let prepared = false;

const fromOwnOrigin: ZXingModuleOverrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

/** Where the wasm comes from: the app's origin (tests in Node hand over the bytes instead). */
export function prepareReader(overrides: ZXingModuleOverrides = fromOwnOrigin): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({ overrides });
}

/** The first code zxing finds, trimmed, or null. */
export async function readWithWasm(image: BarcodeImage): Promise<string | null> {
  prepareReader();
  return firstCode(await readBarcodes(image, { formats: WASM_FORMATS, tryHarder: true, maxNumberOfSymbols: 1 }));
}

/** The text of the first valid result. */
export function firstCode(results: { isValid: boolean; text: string }[]): string | null {
  const hit = results.find((r) => r.isValid && r.text.trim());
  return hit ? hit.text.trim() : null;
}
