/**
 * The fonts read from node_modules, for Node (unit tests, `npm run pdf:sample`). Never imported by
 * the app: the browser uses `browser-fonts.ts`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_SUBSETS, fontFileName, type FontLoader } from './fonts';

const require = createRequire(import.meta.url);
const read = (name: string) => readFile(require.resolve(`@fontsource/noto-sans/files/${name}`));

export const nodeFonts: FontLoader = () =>
  Promise.all(
    FONT_SUBSETS.map(async (subset) => {
      const [regular, bold] = await Promise.all([read(fontFileName(subset, 400)), read(fontFileName(subset, 700))]);
      return { regular, bold };
    }),
  );
