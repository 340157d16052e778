/**
 * Stands in for `@pdf-lib/standard-fonts` in builds (vite.config.ts aliases it). pdf-lib needs
 * that package only to embed the 14 standard PDF fonts, which the PDF kit never does (they have no
 * ₦: it writes its own Noto Sans, see src/lib/pdf/embedded-font.ts). The real package is 100 KB of
 * compressed font metrics, unpacked when it loads, in the PDF chunk; here the font names remain
 * (pdf-lib checks names against them) and loading a standard font fails loudly.
 * Tests and development keep the real package.
 */
export enum FontNames {
  Courier = 'Courier',
  CourierBold = 'Courier-Bold',
  CourierOblique = 'Courier-Oblique',
  CourierBoldOblique = 'Courier-BoldOblique',
  Helvetica = 'Helvetica',
  HelveticaBold = 'Helvetica-Bold',
  HelveticaOblique = 'Helvetica-Oblique',
  HelveticaBoldOblique = 'Helvetica-BoldOblique',
  TimesRoman = 'Times-Roman',
  TimesRomanBold = 'Times-Bold',
  TimesRomanItalic = 'Times-Italic',
  TimesRomanBoldItalic = 'Times-BoldItalic',
  Symbol = 'Symbol',
  ZapfDingbats = 'ZapfDingbats',
}

const refuse = (): never => {
  throw new Error('The standard PDF fonts are left out of this build: draw text with the PDF kit’s own fonts.');
};

export const Encodings = {
  get Symbol() {
    return refuse();
  },
  get ZapfDingbats() {
    return refuse();
  },
  get WinAnsi() {
    return refuse();
  },
};

// pdf-lib calls `Font.load(name)` only when it embeds a standard font.
export const Font = { load: (_name: string): never => refuse() };
