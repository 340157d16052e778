/**
 * Proof that a contract change reaches the compiler: change a field's type in a copy of a
 * contract, regenerate its types in memory, and type-check the project with the regenerated
 * file in place of the committed one. Every place that uses the field must now fail `tsc`.
 */
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse, stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');

export interface DriftResult {
  /** Diagnostics outside the generated file, as 'file:line message'. */
  errors: string[];
}

/**
 * `mutate` edits the parsed contract of `service`; the function returns what tsc reports
 * for the given tsconfig files with the regenerated types.
 */
export async function typeCheckWithChangedContract(
  service: string,
  mutate: (doc: Record<string, unknown>) => void,
  tsconfigs = ['tsconfig.app.json', 'tsconfig.node.json'],
): Promise<DriftResult> {
  const source = path.join(root, 'openapi', `${service}.yaml`);
  const doc = parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
  mutate(doc);
  // The copy sits beside the original so its relative $refs (./shared/...) still resolve.
  const probe = path.join(root, 'openapi', `drift-probe-${process.pid}.yaml`);
  writeFileSync(probe, stringify(doc));
  let generated: string;
  try {
    generated = astToString(await openapiTS(pathToFileURL(probe), { alphabetize: false }));
  } finally {
    rmSync(probe, { force: true });
  }
  const target = path.join(root, 'src', 'api', 'generated', `${service}.d.ts`);
  const errors: string[] = [];
  for (const file of tsconfigs) {
    const configPath = path.join(root, file);
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (!config) throw new Error(`cannot read ${file}`);
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => (path.resolve(name) === target ? generated : readFile(name));
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, onError, shouldCreate) =>
      path.resolve(name) === target ? ts.createSourceFile(name, generated, language) : getSourceFile(name, language, onError, shouldCreate);
    const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true }, host });
    for (const d of ts.getPreEmitDiagnostics(program)) {
      if (!d.file || path.resolve(d.file.fileName) === target) continue;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push(`${path.relative(root, d.file.fileName)}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 160)}`);
    }
  }
  return { errors };
}

if (process.argv[1]?.endsWith('contract-drift.ts')) {
  // Example: the subscription package's price becomes a number instead of a decimal string.
  const { errors } = await typeCheckWithChangedContract('subscription', (doc) => {
    const schemas = (doc.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    schemas.Package!.properties.price = { type: 'number', readOnly: true };
  });
  console.log(errors.length > 0 ? `tsc fails in ${errors.length} place(s) after the change:\n${errors.join('\n')}` : 'tsc did NOT fail');
  process.exit(errors.length > 0 ? 0 : 1);
}
