/** Pictures for e2e journeys, drawn by the page's own canvas (no fixture files). */
import type { Page } from '@playwright/test';

/** A PNG of a coloured field with a white stripe, `width` x `height`. */
export async function pngOf(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.fillRect(0, Math.floor(h / 3), w, Math.max(1, Math.floor(h / 6)));
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
}
