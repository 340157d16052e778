/**
 * Parts of the auth feature loaded on demand, kept out of index.ts so the public pages that
 * import the forms never pull them (and the Radix Dialog behind them) into their chunks.
 */
export { UsernameModal } from './components/username-modal';
