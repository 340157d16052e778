/**
 * Reading a barcode from a still image or a camera frame (issue 12, item 5). The browser's own
 * Barcode Detection API where it has one (Chrome on Android and macOS); elsewhere (Chromium on
 * Linux, Firefox, Safari) the zxing-cpp WebAssembly reader, fetched only when the first code is
 * read (about 950 KB of wasm: never part of a page's first load).
 */

/** The codes a shop meets on goods and shelf labels. */
export const BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'] as const;

export type BarcodeImage = ImageData | Blob;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options?: { formats?: readonly string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

function nativeDetector(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

let native: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's detector when it reads the shop formats, else null (then the wasm reader). */
function nativeReader(): Promise<BarcodeDetectorLike | null> {
  native ??= (async () => {
    const Detector = nativeDetector();
    if (!Detector) return null;
    try {
      const supported = (await Detector.getSupportedFormats?.()) ?? [];
      const formats = BARCODE_FORMATS.filter((f) => supported.includes(f));
      return formats.length > 0 ? new Detector({ formats }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

/** Whether decoding will need the WebAssembly reader (for tests and the scanner's hint). */
export async function usesWasmReader(): Promise<boolean> {
  return (await nativeReader()) === null;
}

/**
 * The first barcode in the image, its text trimmed, or null when none is found. Throws only when
 * the reader itself cannot load (offline on the first scan): the caller says so and keeps the
 * typed field usable.
 */
export async function decodeBarcode(image: BarcodeImage): Promise<string | null> {
  const detector = await nativeReader();
  if (detector) {
    const source = image instanceof Blob ? await createImageBitmap(image) : image;
    const found = await detector.detect(source);
    return found[0]?.rawValue.trim() || null;
  }
  const { readWithWasm } = await import('./wasm-reader');
  return readWithWasm(image);
}
