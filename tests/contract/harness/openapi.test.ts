/**
 * The `$ref` walker of the contract harness. A unit test (the `unit` Vitest project): it needs no
 * server, so it runs once, in the fast project, and not twice behind Prism start-up.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../scripts/lib/services';
import { contractFile, deref, documentedErrorBodies, loadDocument, resolvePointer, type Node } from './openapi';

/** A contract and a shared file beside it, in a folder of their own. */
function fixture(): { api: string; shared: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ref-walker-'));
  mkdirSync(path.join(dir, 'shared'));
  const shared = path.join(dir, 'shared', 'components.yaml');
  writeFileSync(
    shared,
    [
      'components:',
      '  responses:',
      '    NotFound:',
      '      $ref: "#/components/responses/Missing"',
      '    Missing:',
      '      description: Not found',
      '      content:',
      '        application/json:',
      '          schema: { $ref: "#/components/schemas/Error" }',
      '          examples:',
      '            gone: { $ref: "#/components/examples/Gone" }',
      '  examples:',
      '    Gone: { value: { detail: "Gone." } }',
      '  schemas:',
      '    Error:',
      '      type: object',
      '      examples: [{ detail: "Not found." }]',
    ].join('\n'),
  );
  const api = path.join(dir, 'api.yaml');
  writeFileSync(
    api,
    [
      'paths:',
      '  /files/{id}/:',
      '    get:',
      '      responses:',
      '        "404": { $ref: "./shared/components.yaml#/components/responses/NotFound" }',
      'components:',
      '  schemas:',
      '    A: { $ref: "#/components/schemas/B" }',
      '    B: { type: string }',
      '    "a/b": { title: slash }',
      '    "m~n": { title: tilde }',
      '    Loop: { $ref: "#/components/schemas/Loop2" }',
      '    Loop2: { $ref: "#/components/schemas/Loop" }',
      '    Broken: { $ref: "#/components/schemas/Nowhere" }',
    ].join('\n'),
  );
  return { api, shared };
}

describe('the $ref walker', () => {
  const { api, shared } = fixture();

  it('answers a node without $ref as it is, in its own file', () => {
    const node = { type: 'object' };
    expect(deref(node, api)).toEqual({ node, file: api });
  });

  it('follows a chain of local references to the node at the end', () => {
    expect(deref({ $ref: '#/components/schemas/A' }, api)).toEqual({ node: { type: 'string' }, file: api });
  });

  it('follows a reference into another file and resolves the references there against that file', () => {
    const response = deref({ $ref: './shared/components.yaml#/components/responses/NotFound' }, api);
    expect(response.file).toBe(shared);
    expect(response.node.description).toBe('Not found');
    const media = (response.node.content as Record<string, Node>)['application/json']!;
    expect(deref(media.schema, response.file).node.examples).toEqual([{ detail: 'Not found.' }]);
  });

  it('unescapes ~1 and ~0 in a pointer (RFC 6901)', () => {
    expect(deref({ $ref: '#/components/schemas/a~1b' }, api).node).toEqual({ title: 'slash' });
    expect(deref({ $ref: '#/components/schemas/m~0n' }, api).node).toEqual({ title: 'tilde' });
    expect(resolvePointer({ 'a/b': { 'm~n': 1 } }, '/a~1b/m~0n')).toBe(1);
  });

  it('says which reference names nothing', () => {
    expect(() => deref({ $ref: '#/components/schemas/Broken' }, api)).toThrow(/no "Nowhere"/);
  });

  it('stops at a cycle instead of walking it forever', () => {
    expect(() => deref({ $ref: '#/components/schemas/Loop' }, api)).toThrow(/\$ref cycle/);
  });

  it('reads each document once', () => {
    expect(loadDocument(api)).toBe(loadDocument(path.join(path.dirname(api), '.', 'api.yaml')));
  });
});

describe('the error bodies the contracts document', () => {
  it('every declared error response of every contract resolves to at least one body with a detail', () => {
    let checked = 0;
    for (const service of SERVICES) {
      const paths = loadDocument(contractFile(service)).paths as Record<
        string,
        Record<string, { responses?: Record<string, unknown> }>
      >;
      for (const [schemaPath, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          for (const status of Object.keys(operation.responses ?? {})
            .map(Number)
            .filter((n) => n >= 400)) {
            const bodies = documentedErrorBodies(service, method.toUpperCase(), schemaPath, status);
            expect(bodies.length, `${service} ${method} ${schemaPath} ${status}`).toBeGreaterThan(0);
            for (const body of bodies) expect((body as { detail?: unknown }).detail).toEqual(expect.any(String));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(SERVICES.length * 6);
  });

  it('refuses a status the operation does not declare', () => {
    expect(() => documentedErrorBodies('vault', 'GET', '/files/', 418)).toThrow(/declares no 418/);
  });
});
