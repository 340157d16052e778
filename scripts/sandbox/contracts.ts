/**
 * Loads each contract for the sandbox: bundled (external refs resolved), dereferenced, with
 * annotation keywords stripped for the validator, plus an index of operations and the
 * examples (for operations without a handler yet).
 */
import path from 'node:path';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import ajvFormats from 'ajv-formats';
import type { Service } from '../lib/services';

const root = path.resolve(import.meta.dirname, '..', '..');

type AnyRecord = Record<string, unknown>;

export interface LoadedContract {
  service: Service;
  /** The dereferenced document, examples kept. */
  document: AnyRecord;
  backend: OpenAPIBackend;
}

function stripAnnotations(node: unknown, inProperties = false): void {
  if (Array.isArray(node)) {
    node.forEach((n) => stripAnnotations(n));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as AnyRecord;
  if (!inProperties) {
    delete record.examples;
    delete record.example;
  }
  for (const [key, value] of Object.entries(record)) stripAnnotations(value, key === 'properties' && !inProperties);
}

const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (ajv: unknown) => void;

export async function loadContract(service: Service): Promise<LoadedContract> {
  const config = await loadConfig({});
  const { bundle: bundled } = await bundle({ ref: path.join(root, 'openapi', `${service}.yaml`), config, dereference: true });
  const document = bundled.parsed as AnyRecord;
  // A JSON copy: structuredClone would keep arrays shared between schemas, which openapi-backend
  // turns into $refs Ajv cannot compile.
  const forValidation = JSON.parse(JSON.stringify(document)) as AnyRecord;
  stripAnnotations(forValidation);
  const backend = new OpenAPIBackend({
    definition: forValidation as unknown as Document,
    quick: true,
    validate: true,
    ignoreTrailingSlashes: false,
    coerceTypes: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      return ajv;
    },
  });
  await backend.init();
  return { service, document, backend };
}

/** The first example of an operation's response, for an operation without a handler. */
export function exampleFor(document: AnyRecord, method: string, schemaPath: string, status: number): unknown {
  const paths = document.paths as Record<string, Record<string, AnyRecord>>;
  const op = paths[schemaPath]?.[method.toLowerCase()];
  const response = (op?.responses as Record<string, AnyRecord> | undefined)?.[String(status)];
  const content = response?.content as Record<string, AnyRecord> | undefined;
  const media = content ? Object.values(content)[0] : undefined;
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const examples = media.examples as Record<string, { value?: unknown }> | undefined;
  if (examples) return Object.values(examples)[0]?.value;
  const schema = media.schema as AnyRecord | undefined;
  const schemaExamples = schema?.examples as unknown[] | undefined;
  return schemaExamples?.[0];
}
