import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT, deployables } from './support/repository';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
}

const OVERLAYS = ['dev', 'prod'];
const slices = deployables();

/** kubectl is required: without it these tests fail and say how to get it, never skip. */
function kustomize(overlay: string): string {
  const result = spawnSync('kubectl', ['kustomize', path.join(ROOT, 'k8s', 'overlays', overlay)], { encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      `kubectl is needed to render k8s/overlays/${overlay} (${result.error.message}): install it (Debian: apt-get install kubectl, or the kubernetes release binary)`,
    );
  }
  if (result.status !== 0) throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return result.stdout;
}

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, kustomize(overlay)]));
const objectsOf = (overlay: string): K8sObject[] =>
  parseAllDocuments(rendered[overlay]!).map((document) => document.toJS() as K8sObject).filter(Boolean);
const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  const objects = objectsOf(overlay);
  const deployments = objects.filter((o) => o.kind === 'Deployment');

  it('validates every rendered object against the Kubernetes JSON schemas', () => {
    const output = execFileSync(process.execPath, [path.join(ROOT, 'deploy', 'k8s', 'validate-manifests.mjs')], {
      input: rendered[overlay],
      encoding: 'utf8',
    });
    const results = JSON.parse(output) as Array<{ kind: string; name: string; errors: string[] }>;
    expect(results).toHaveLength(objects.length);
    expect(results.filter((r) => r.errors.length > 0)).toEqual([]);
  });

  it('puts everything in one namespace', () => {
    const namespace = overlay === 'dev' ? 'elite-dev' : 'elite';
    expect(find(objects, 'Namespace', namespace)).toBeDefined();
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) expect(object.metadata.namespace).toBe(namespace);
  });

  it.each(slices.map((d) => d.name))('runs %s as a Deployment with a Service, probes, limits and a disruption budget', (name) => {
    const deployment = find(objects, 'Deployment', name)!;
    expect(deployment).toBeDefined();
    expect(find(objects, 'Service', name)).toBeDefined();
    expect(find(objects, 'PodDisruptionBudget', name)).toBeDefined();
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    const slice = slices.find((d) => d.name === name)!;
    const ready = slice.kind === 'static' ? '/healthz' : '/health/ready';
    expect(container.readinessProbe.httpGet.path).toBe(ready);
    expect(container.livenessProbe.httpGet.path).toBe(slice.kind === 'static' ? '/healthz' : '/health/live');
    for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
      expect(Object.keys(c.resources.requests).sort()).toEqual(['cpu', 'memory']);
      expect(Object.keys(c.resources.limits).sort()).toEqual(['cpu', 'memory']);
      expect(c.securityContext).toMatchObject({ runAsNonRoot: true, allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
    }
    expect(container.image).toMatch(new RegExp(`(^|/)elite/${name}:[\\w.-]+$`));
    if (slice.kind === 'service') {
      // Migrations first, in an init container of the same image.
      expect(pod.initContainers).toEqual([expect.objectContaining({ name: 'migrate', image: container.image, command: ['node', 'dist/migrate.js'] })]);
    }
  });

  it('autoscales the gateway, booking and tracking', () => {
    const targets = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.spec.scaleTargetRef.name);
    expect(targets.sort()).toEqual(['booking', 'gateway', 'tracking']);
  });

  it('routes /socket.io and /api to the gateway, each remote to its Deployment, the rest to the shell', () => {
    const [ingress] = objects.filter((o) => o.kind === 'Ingress');
    const paths = ingress!.spec.rules[0].http.paths.map((p: any) => [p.path, p.backend.service.name]); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(paths).toEqual(
      expect.arrayContaining([
        ['/socket.io', 'gateway'],
        ['/api', 'gateway'],
        ['/remotes.json', 'shell'],
        ['/', 'shell'],
        ...slices.filter((d) => d.name.startsWith('mf-')).map((d) => [`/remotes/${d.name}/`, d.name]),
      ]),
    );
    expect(Number(ingress!.metadata.annotations!['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
  });

  it('lets only the gateway reach the services (and booking its internal callers)', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    expect(find(objects, 'NetworkPolicy', 'default-deny-ingress')!.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    for (const slice of slices.filter((d) => d.kind === 'service')) {
      const policy = policies.find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === slice.name)!;
      const peers = policy.spec.ingress.flatMap((rule: any) => rule.from.map((f: any) => f.podSelector.matchLabels['app.kubernetes.io/name'])); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(peers.sort()).toEqual(slice.name === 'booking' ? ['gateway', 'magic-link', 'tracking'] : ['gateway']);
    }
  });

  it('refers to Secrets by name and never carries a secret value', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(rendered[overlay]).not.toMatch(/-----BEGIN|postgres:\/\/[^\s]*:[^\s]*@/);
    const booking = find(objects, 'Deployment', 'booking')!.spec.template.spec.containers[0];
    expect(booking.env.find((e: any) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef).toEqual({ name: 'elite-booking-db', key: 'url' }); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  it('keeps the list of remotes in a ConfigMap that the shell serves as /remotes.json', () => {
    const remotes = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('elite-remotes'))!;
    const list = JSON.parse(remotes.data!['remotes.json']!);
    expect(list.remotes.map((r: { name: string }) => r.name).sort()).toEqual(['mf_admin', 'mf_booking', 'mf_rewards', 'mf_tracking']);
    const shell = find(objects, 'Deployment', 'shell')!.spec.template.spec;
    expect(shell.volumes).toEqual([{ name: 'remotes', configMap: { name: remotes.metadata.name } }]);
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('elite-config'))!;
    expect(config.data!.DEMO_MODE).toBe('false');
  });

  it(overlay === 'dev' ? 'runs Postgres and Redis as StatefulSets reachable by the services only' : 'expects managed Postgres and Redis, reached by the services only', () => {
    const statefulSets = objects.filter((o) => o.kind === 'StatefulSet').map((o) => o.metadata.name);
    if (overlay === 'dev') {
      expect(statefulSets.sort()).toEqual(['postgres', 'redis']);
      const policy = find(objects, 'NetworkPolicy', 'data-stores-from-services')!;
      expect(policy.spec.ingress[0].from).toEqual([{ podSelector: { matchLabels: { 'elite.io/database-client': 'true' } } }]);
    } else {
      expect(statefulSets).toEqual([]);
      const policy = find(objects, 'NetworkPolicy', 'services-to-data-stores')!;
      expect(policy.spec.podSelector).toEqual({ matchLabels: { 'elite.io/database-client': 'true' } });
      expect(find(objects, 'NetworkPolicy', 'default-deny-egress')).toBeDefined();
    }
    const clients = deployments.filter((d) => d.spec.template.metadata.labels['elite.io/database-client'] === 'true').map((d) => d.metadata.name);
    expect(clients.sort()).toEqual(slices.filter((d) => d.kind === 'service').map((d) => d.name).sort());
  });
});

describe('k8s/overlays/prod images', () => {
  it.each(slices.map((d) => d.name))('ships %s at the version in its package.json', (name) => {
    const slice = slices.find((d) => d.name === name)!;
    const deployment = objectsOf('prod').find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
    expect(deployment.spec.template.spec.containers[0].image).toBe(`registry.example.com/elite/${name}:${slice.version}`);
  });
});
