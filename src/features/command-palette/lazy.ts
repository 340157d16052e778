/**
 * The command palette (issue 21, items 2 and 3), for the signed-in layout. The host is a key
 * listener; the palette and the shortcuts list load on first use. Never in the entry chunk.
 */
export { CommandPaletteHost, type CommandPaletteHostProps } from './command-palette-host';

// For the install prompt (src/features/offline): the same early-access rule as the palette.
export { useEarlyAccess } from './use-early-access';
