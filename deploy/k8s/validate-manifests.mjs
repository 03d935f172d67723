// Validates rendered Kubernetes objects (multi-document YAML on stdin, as `kubectl kustomize`
// prints it) against the Kubernetes JSON schemas that the kubernetes-models package ships,
// compiled to ajv validators. Prints one JSON line: [{ kind, name, errors }] for every object.
// An ES module (the package is ESM only), run by deploy/test/kubernetes.integration-spec.ts.
import { parseAllDocuments } from 'yaml';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** kubernetes-models/<group>/<version>/<Kind>: `v1` for the core group. */
async function modelFor(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [undefined, apiVersion];
  const module = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`);
  return module[kind];
}

const documents = parseAllDocuments(await readStdin());
const results = [];
for (const document of documents) {
  if (document.errors.length > 0) {
    results.push({ kind: 'YAML', name: '', errors: document.errors.map((error) => error.message) });
    continue;
  }
  const object = document.toJS();
  if (!object) continue;
  const entry = {
    kind: object.kind,
    apiVersion: object.apiVersion,
    name: object.metadata?.name ?? '',
    errors: [],
  };
  try {
    const Model = await modelFor(object.apiVersion, object.kind);
    new Model(object).validate();
  } catch (error) {
    entry.errors.push(error instanceof Error ? error.message : String(error));
  }
  results.push(entry);
}
process.stdout.write(`${JSON.stringify(results)}\n`);
