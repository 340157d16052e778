// Types of the jest-dom matchers (toBeInTheDocument, toHaveClass, ...) that tests/setup-dom.ts
// registers at runtime, for `tsc -p tsconfig.app.json`, which type-checks the *.test.tsx files in src.
/// <reference types="@testing-library/jest-dom/vitest" />
