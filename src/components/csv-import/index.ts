/**
 * The CSV import kit: column matching (header names and synonyms), duplicate detection, the
 * template, and the wizard that runs them. The wizard is loaded on demand: render
 * `LazyCsvImportWizard` inside a Suspense boundary, in the dialog an import button opens.
 */
import { lazy } from 'react';
import type { CsvImportWizard } from './csv-import-wizard';

export const LazyCsvImportWizard = lazy(() =>
  import('./csv-import-wizard').then((module) => ({ default: module.CsvImportWizard })),
) as unknown as typeof CsvImportWizard;

export type { CsvImporter, CsvImportWizardProps } from './csv-import-wizard';
export { mappingProblems, matchColumns, normalizeHeader, valuesOf, type ColumnMapping, type ImportField } from './columns';
export {
  planImport,
  summarize,
  summaryText,
  type Duplicate,
  type DuplicateChoice,
  type ImportPlan,
  type MatchKey,
  type PlanKeys,
  type PlannedRow,
  type PlanSummary,
  type RowCheck,
} from './plan';
export { readImportFile, type ImportFile, type ImportFileRow } from './read-file';
export { templateCsv } from './template';
