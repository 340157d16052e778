/**
 * Fails when a method+path is declared by two contracts (openapi-react-query keys are
 * [method, path, init] with no service name, so two services would share a cache entry) or when
 * two contracts reuse an operationId (the contract suite and the sandbox key on it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVICES, contractPath, type Service } from './lib/services';

const root = path.resolve(import.meta.dirname, '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export interface ContractOperation {
  service: Service;
  method: string;
  path: string;
  operationId: string | undefined;
}

export function listOperations(service: Service): ContractOperation[] {
  const doc = parse(readFileSync(path.join(root, contractPath(service)), 'utf8')) as {
    paths?: Record<string, Record<string, { operationId?: string }>>;
  };
  const out: ContractOperation[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ service, method: method.toUpperCase(), path: p, operationId: op.operationId });
    }
  }
  return out;
}

export function findClashes(ops: ContractOperation[]): string[] {
  const problems: string[] = [];
  const byRoute = new Map<string, Service>();
  const byId = new Map<string, Service>();
  for (const op of ops) {
    const route = `${op.method} ${op.path}`;
    const other = byRoute.get(route);
    if (other && other !== op.service) problems.push(`${route} is in both ${other} and ${op.service}`);
    byRoute.set(route, op.service);
    if (!op.operationId) problems.push(`${route} in ${op.service} has no operationId`);
    else {
      const owner = byId.get(op.operationId);
      if (owner) problems.push(`operationId ${op.operationId} is in both ${owner} and ${op.service}`);
      byId.set(op.operationId, op.service);
    }
  }
  return problems;
}

if (process.argv[1]?.endsWith('api-unique.ts')) {
  const ops = SERVICES.flatMap(listOperations);
  const problems = findClashes(ops);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`api:unique: ${ops.length} operations, every method+path and operationId in one contract only`);
}
