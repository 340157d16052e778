/**
 * The contracts as data, for the assertions that need what a contract documents (the error bodies
 * of an operation): YAML documents read once per worker and a `$ref` walker that follows local and
 * cross-file references (openapi/components/*.yaml). No Vitest here: the walker's unit test and the
 * global setup import it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contractPath, type Service } from '../../../scripts/lib/services';

export type Node = Record<string, unknown>;

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const documents = new Map<string, Node>();

/** The absolute path of a service's contract. */
export function contractFile(service: Service): string {
  return path.join(ROOT, contractPath(service));
}

/** A YAML document, parsed once and cached by absolute path. */
export function loadDocument(file: string): Node {
  const absolute = path.resolve(file);
  let doc = documents.get(absolute);
  if (!doc) {
    doc = parse(readFileSync(absolute, 'utf8')) as Node;
    documents.set(absolute, doc);
  }
  return doc;
}

/** The node a JSON pointer (`/a/b~1c`, RFC 6901) names inside `doc`. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  let current = doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !(key in current)) {
      throw new Error(`JSON pointer ${pointer}: no "${key}"`);
    }
    current = (current as Node)[key];
  }
  return current;
}

/**
 * Follows `$ref`s (local `#/...`, or into another file relative to the one holding the reference)
 * to the node they name; answers that node and the file it lives in, against which any `$ref`
 * inside it resolves. A node without `$ref` is answered as it is.
 */
export function deref(node: unknown, file: string): { node: Node; file: string } {
  let current = node as Node;
  let where = path.resolve(file);
  const seen = new Set<string>();
  while (typeof current.$ref === 'string') {
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target) where = path.resolve(path.dirname(where), target);
    const key = `${where}#${pointer}`;
    if (seen.has(key)) throw new Error(`$ref cycle at ${key}`);
    seen.add(key);
    const next = resolvePointer(loadDocument(where), pointer);
    if (next === null || typeof next !== 'object') throw new Error(`$ref ${key} does not name an object`);
    current = next as Node;
  }
  return { node: current, file: where };
}

/**
 * Every body a contract documents for `status` of an operation: the media type's `example`, its
 * named `examples` and its schema's `examples` (Prism serves the schema's first example before the
 * named ones; the sandbox serves the first named one; a real server may answer any of them).
 */
export function documentedErrorBodies(service: Service, method: string, schemaPath: string, status: number): unknown[] {
  const file = contractFile(service);
  const paths = loadDocument(file).paths as Record<string, Record<string, { responses?: Record<string, unknown> }> | undefined>;
  const declared = paths[schemaPath]?.[method.toLowerCase()]?.responses?.[String(status)];
  if (declared === undefined) throw new Error(`${service}: ${method} ${schemaPath} declares no ${status}`);
  const response = deref(declared, file);
  const media = (response.node.content as Record<string, Node> | undefined)?.['application/json'];
  if (!media) throw new Error(`${service}: ${method} ${schemaPath} ${status} has no application/json body`);
  const bodies: unknown[] = [];
  if ('example' in media) bodies.push(media.example);
  for (const example of Object.values((media.examples ?? {}) as Record<string, unknown>)) {
    bodies.push(deref(example, response.file).node.value);
  }
  if (media.schema !== undefined) bodies.push(...((deref(media.schema, response.file).node.examples ?? []) as unknown[]));
  return bodies;
}
