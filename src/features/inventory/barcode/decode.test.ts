/**
 * Still images of an EAN-13 and a Code 128 label decode to their text (headless Chromium has no
 * camera and Linux Chromium no BarcodeDetector, so this is the path most scans take). The images
 * are drawn by zxing's writer, then scaled and given a grey background and a margin of noise, so
 * the reader works on a picture rather than on its own clean output.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { decodeBarcode, usesWasmReader } from './decode';
import { firstCode, prepareReader } from './wasm-reader';

const require = createRequire(import.meta.url);
const wasm = (name: string) => readFileSync(require.resolve(`zxing-wasm/${name}`));

beforeAll(async () => {
  prepareReader({ wasmBinary: wasm('reader/zxing_reader.wasm').buffer });
  await prepareWriter({ overrides: { wasmBinary: wasm('writer/zxing_writer.wasm').buffer }, fireImmediately: true });
}, 30_000);

/** A label as a camera would see it: the bars scaled up, on grey, with speckles around. */
async function photoOf(text: string, format: 'EAN13' | 'Code128'): Promise<ImageData> {
  const written = await writeBarcode(text, { format, scale: 1 });
  expect(written.error).toBe('');
  // Draw the bars ourselves from the writer's text art (one character per module).
  const rows = written.utf8.split('\n').filter((line) => line.length > 0);
  const modules = Array.from(rows[0]!, (ch) => ch !== ' ');
  const scale = 3;
  const margin = 40;
  const width = modules.length * scale + margin * 2;
  const height = 120;
  const data = new Uint8ClampedArray(width * height * 4);
  let noise = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const module = Math.floor((x - margin) / scale);
      const inCode = x >= margin && module < modules.length && y > 20 && y < height - 20;
      noise = (noise * 1103515245 + 12345) % 2147483648;
      const speckle = !inCode && (x < margin / 2 || x > width - margin / 2) && noise % 13 === 0;
      const value = inCode ? (modules[module] ? 30 : 225) : speckle ? 90 : 200;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height, colorSpace: 'srgb' };
}

describe('decodeBarcode', () => {
  it('takes the WebAssembly reader where the browser has no BarcodeDetector', async () => {
    expect(await usesWasmReader()).toBe(true);
  });

  it('reads an EAN-13 label', async () => {
    expect(await decodeBarcode(await photoOf('6151100012340', 'EAN13'))).toBe('6151100012340');
  });

  it('reads a Code 128 shelf label with letters', async () => {
    expect(await decodeBarcode(await photoOf('LDG-ANK-0042', 'Code128'))).toBe('LDG-ANK-0042');
  });

  it('answers null for a picture with no code', async () => {
    const blank: ImageData = { data: new Uint8ClampedArray(64 * 64 * 4).fill(200), width: 64, height: 64, colorSpace: 'srgb' };
    expect(await decodeBarcode(blank)).toBeNull();
  });

  it('keeps only a valid, non-blank result', () => {
    expect(
      firstCode([
        { isValid: false, text: '123' },
        { isValid: true, text: ' 456 ' },
      ]),
    ).toBe('456');
    expect(firstCode([{ isValid: true, text: '  ' }])).toBeNull();
  });
});
