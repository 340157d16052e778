/**
 * Parts of the business feature that only code-split chunks import (the signed-in layout is the
 * `_app` route's component), kept out of index.ts: route configs in the entry chunk import the
 * index, and anything it exports would land in every page's first load.
 */
export { SignedInLayout } from './components/signed-in-layout';

