/* eslint-disable @typescript-eslint/no-explicit-any -- the rendered manifests are untyped YAML documents */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT, deployables, readRepoFile } from './support/repository';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: any;
  data?: Record<string, string>;
}

const OVERLAYS = ['dev', 'prod'];

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }>;
}

/** Whether a Kubernetes label selector selects a pod with these labels. */
function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    byLabels &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      if (operator === 'In') return key in labels && values.includes(labels[key]!);
      return !(key in labels) || !values.includes(labels[key]!);
    })
  );
}
const slices = deployables();

/** kubectl is required: without it these tests fail and say how to get it, never skip. */
function kustomize(overlay: string): string {
  const result = spawnSync('kubectl', ['kustomize', path.join(ROOT, 'k8s', 'overlays', overlay)], {
    encoding: 'utf8',
  });
  if (result.error) {
    throw new Error(
      `kubectl is needed to render k8s/overlays/${overlay} (${result.error.message}): install it (Debian: apt-get install kubectl, or the kubernetes release binary)`,
    );
  }
  if (result.status !== 0)
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return result.stdout;
}

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, kustomize(overlay)]));
const objectsOf = (overlay: string): K8sObject[] =>
  parseAllDocuments(rendered[overlay]!)
    .map((document) => document.toJS() as K8sObject)
    .filter(Boolean);
const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  const objects = objectsOf(overlay);
  const deployments = objects.filter((o) => o.kind === 'Deployment');

  it('validates every rendered object against the Kubernetes JSON schemas', () => {
    const output = execFileSync(
      process.execPath,
      [path.join(ROOT, 'deploy', 'k8s', 'validate-manifests.mjs')],
      {
        input: rendered[overlay],
        encoding: 'utf8',
      },
    );
    const results = JSON.parse(output) as Array<{ kind: string; name: string; errors: string[] }>;
    expect(results).toHaveLength(objects.length);
    expect(results.filter((r) => r.errors.length > 0)).toEqual([]);
  });

  it('puts everything in one namespace', () => {
    const namespace = overlay === 'dev' ? 'elite-dev' : 'elite';
    expect(find(objects, 'Namespace', namespace)).toBeDefined();
    for (const object of objects.filter((o) => o.kind !== 'Namespace'))
      expect(object.metadata.namespace).toBe(namespace);
  });

  it.each(slices.map((d) => d.name))(
    'runs %s as a Deployment with a Service, probes, limits and a disruption budget',
    (name) => {
      const deployment = find(objects, 'Deployment', name)!;
      expect(deployment).toBeDefined();
      expect(find(objects, 'Service', name)).toBeDefined();
      expect(find(objects, 'PodDisruptionBudget', name)).toBeDefined();
      const pod = deployment.spec.template.spec;
      const [container] = pod.containers;
      const slice = slices.find((d) => d.name === name)!;
      const ready = slice.kind === 'static' ? '/healthz' : '/health/ready';
      expect(container.readinessProbe.httpGet.path).toBe(ready);
      expect(container.livenessProbe.httpGet.path).toBe(
        slice.kind === 'static' ? '/healthz' : '/health/live',
      );
      for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
        expect(Object.keys(c.resources.requests).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(c.resources.limits).sort()).toEqual(['cpu', 'memory']);
        expect(c.securityContext).toMatchObject({
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
        });
      }
      expect(container.image).toMatch(new RegExp(`(^|/)elite/${name}:[\\w.-]+$`));
      if (slice.kind === 'service') {
        // Migrations first, in an init container of the same image.
        expect(pod.initContainers).toEqual([
          expect.objectContaining({
            name: 'migrate',
            image: container.image,
            command: ['node', 'dist/migrate.js'],
          }),
        ]);
      }
    },
  );

  it('autoscales the gateway, booking and tracking', () => {
    const targets = objects
      .filter((o) => o.kind === 'HorizontalPodAutoscaler')
      .map((o) => o.spec.scaleTargetRef.name);
    expect(targets.sort()).toEqual(['booking', 'gateway', 'tracking']);
  });

  it('sends everything to the gateway, websockets included, and the gateway each site to its Deployment', () => {
    const [ingress] = objects.filter((o) => o.kind === 'Ingress');
    const paths = ingress!.spec.rules[0].http.paths.map((p: any) => [
      p.path,
      p.pathType,
      p.backend.service.name,
    ]);
    expect(paths).toEqual([['/', 'Prefix', 'gateway']]);
    expect(
      Number(ingress!.metadata.annotations!['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(3600);
    expect(
      Number(ingress!.metadata.annotations!['nginx.ingress.kubernetes.io/proxy-send-timeout']),
    ).toBeGreaterThanOrEqual(3600);
    const gateway = find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
    const env = Object.fromEntries(
      gateway.env.map((e: { name: string; value?: string }) => [e.name, e.value]),
    );
    for (const site of slices.filter((d) => d.kind === 'static')) {
      const variable =
        site.name === 'shell' ? 'SHELL_URL' : `${site.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect([variable, env[variable]]).toEqual([variable, `http://${site.name}`]);
      const service = find(objects, 'Service', site.name)!;
      expect(service.spec.ports).toEqual([expect.objectContaining({ port: 80, targetPort: 'http' })]);
    }
    expect(env.STATIC_ROOT).toBeUndefined();
  });

  it('lets only the gateway reach the render slice, which reads the sites from their Deployments', () => {
    const policy = find(objects, 'NetworkPolicy', 'render-from-gateway')!;
    expect(policy.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'render' });
    const peers = policy.spec.ingress.flatMap((rule: any) =>
      rule.from.map((f: any) => f.podSelector.matchLabels['app.kubernetes.io/name']),
    );
    expect(peers).toEqual(['gateway']);
    const gateway = find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
    expect(gateway.env).toContainEqual({ name: 'RENDER_URL', value: 'http://render:3007' });
    const render = find(objects, 'Deployment', 'render')!.spec.template.spec.containers[0];
    for (const site of slices.filter((d) => d.kind === 'static')) {
      const variable =
        site.name === 'shell' ? 'SHELL_URL' : `${site.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect(render.env).toContainEqual({ name: variable, value: `http://${site.name}` });
    }
  });

  it('lets only the gateway reach the services, and each service its internal callers', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    expect(find(objects, 'NetworkPolicy', 'default-deny-ingress')!.spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress'],
    });
    for (const slice of slices.filter((d) => d.kind === 'service')) {
      const policy = policies.find(
        (p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === slice.name,
      )!;
      const peers = policy.spec.ingress.flatMap((rule: any) =>
        rule.from.map((f: any) => f.podSelector.matchLabels['app.kubernetes.io/name']),
      );
      const callers = slices.filter((d) => d.calls?.includes(slice.name)).map((d) => d.name);
      expect([slice.name, peers.sort()]).toEqual([slice.name, ['gateway', ...callers].sort()]);
    }
  });

  it('gives each service, and its migrations, the URL of every service it calls', () => {
    for (const slice of slices.filter((d) => d.calls?.length)) {
      const pod = find(objects, 'Deployment', slice.name)!.spec.template.spec;
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        const env = Object.fromEntries(
          container.env.map((e: { name: string; value?: string }) => [e.name, e.value]),
        );
        for (const callee of slice.calls!.map((name) => slices.find((d) => d.name === name)!)) {
          const variable = `${callee.name.replace(/-/g, '_').toUpperCase()}_URL`;
          expect([slice.name, container.name, variable, env[variable]]).toEqual([
            slice.name,
            container.name,
            variable,
            `http://${callee.name}:${callee.port}`,
          ]);
        }
      }
    }
    if (overlay === 'prod') {
      // Egress is closed by default there: the services may reach every service they call.
      const egress = find(objects, 'NetworkPolicy', 'services-to-data-stores')!.spec.egress;
      const reachable = egress.flatMap((rule: any) =>
        (rule.to ?? [])
          .filter((to: any) => to.podSelector)
          .flatMap((to: any) =>
            rule.ports.map((p: any) => `${to.podSelector.matchLabels['app.kubernetes.io/name']}:${p.port}`),
          ),
      );
      for (const slice of slices.filter((d) => d.kind === 'service' && d.calls?.length))
        for (const callee of slice.calls!.map((name) => slices.find((d) => d.name === name)!))
          expect(reachable).toContain(`${callee.name}:${callee.port}`);
      // The render slice reaches every service and site (render-to-services-and-sites).
      const render = find(objects, 'NetworkPolicy', 'render-to-services-and-sites')!.spec;
      expect(render.podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/name': 'render' } });
      expect(render.egress[0].to[0].podSelector.matchExpressions[0].values.sort()).toEqual([
        'service',
        'site',
      ]);
    }
  });

  it('lets the ingress controller reach the gateway only, and only the gateway and the render slice reach the static servers', () => {
    const policies = objects.filter(
      (o) => o.kind === 'NetworkPolicy' && o.spec.policyTypes.includes('Ingress') && o.spec.ingress,
    );
    const fromController = policies.filter((p) =>
      p.spec.ingress.some((rule: any) =>
        rule.from.some(
          (f: any) => f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx',
        ),
      ),
    );
    expect(fromController.map((p) => p.spec.podSelector)).toEqual([
      { matchLabels: { 'app.kubernetes.io/name': 'gateway' } },
    ]);
    const sites = find(objects, 'NetworkPolicy', 'sites-from-gateway')!;
    expect(sites.spec.podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/component': 'site' } });
    expect(sites.spec.ingress).toEqual([
      {
        from: [
          { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } },
          { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'render' } } },
        ],
        ports: [{ port: 'http' }],
      },
    ]);
    // The policies that select a site's pods: the default deny and sites-from-gateway, nothing else.
    const ingressPolicies = objects.filter(
      (o) => o.kind === 'NetworkPolicy' && o.spec.policyTypes.includes('Ingress'),
    );
    for (const site of slices.filter((d) => d.kind === 'static')) {
      const labels = find(objects, 'Deployment', site.name)!.spec.template.metadata.labels;
      const selecting = ingressPolicies
        .filter((p) => selects(p.spec.podSelector, labels))
        .map((p) => p.metadata.name);
      expect([site.name, selecting.sort()]).toEqual([
        site.name,
        ['default-deny-ingress', 'sites-from-gateway'],
      ]);
    }
    if (overlay === 'prod') {
      const egress = find(objects, 'NetworkPolicy', 'gateway-to-services-and-sites')!;
      expect(egress.spec.egress[0].to[0].podSelector.matchExpressions).toEqual([
        { key: 'app.kubernetes.io/component', operator: 'In', values: ['service', 'site', 'render'] },
      ]);
    }
  });

  it('has Prometheus read /metrics of every Node process on its internal port, never through the Ingress', () => {
    for (const slice of slices) {
      const template = find(objects, 'Deployment', slice.name)!.spec.template;
      const [container] = template.spec.containers;
      if (slice.kind === 'static') {
        // The static servers have no /metrics.
        expect([slice.name, template.metadata.annotations]).toEqual([slice.name, undefined]);
        continue;
      }
      const port = slice.kind === 'gateway' ? 9464 : slice.port;
      expect([slice.name, template.metadata.annotations]).toEqual([
        slice.name,
        {
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(port),
          'prometheus.io/path': '/metrics',
        },
      ]);
      expect(container.ports.map((p: any) => p.containerPort)).toContain(port);
      // The scrape job finds the pods by this label.
      expect(template.metadata.labels['app.kubernetes.io/part-of']).toBe('elite-transport');
    }
    // The gateway's metrics port is its own, named by no Service, so by no Ingress.
    const gateway = find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
    expect(gateway.ports).toEqual([
      { name: 'http', containerPort: 8080 },
      { name: 'metrics', containerPort: 9464 },
    ]);
    expect(gateway.env).toContainEqual({ name: 'METRICS_PORT', value: '9464' });
    expect(find(objects, 'Service', 'gateway')!.spec.ports).toEqual([
      { name: 'http', port: 80, targetPort: 'http' },
    ]);
    const servicePorts = objects.filter((o) => o.kind === 'Service').flatMap((o) => o.spec.ports);
    expect(JSON.stringify(servicePorts)).not.toMatch(/metrics|9464/);
    const backends = objects
      .filter((o) => o.kind === 'Ingress')
      .flatMap((o) =>
        o.spec.rules.flatMap((rule: any) => rule.http.paths.map((p: any) => p.backend.service)),
      );
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
    // The ingress controller reaches the gateway's http port only; Prometheus in monitoring, the metrics ports.
    const fromController = find(objects, 'NetworkPolicy', 'gateway-from-ingress-controller')!;
    expect(fromController.spec.ingress.map((rule: any) => rule.ports)).toEqual([[{ port: 'http' }]]);
    const prometheus = {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
    };
    const gatewayLabels = find(objects, 'Deployment', 'gateway')!.spec.template.metadata.labels;
    const toGatewayMetrics = objects.filter(
      (o) =>
        o.kind === 'NetworkPolicy' &&
        selects(o.spec.podSelector, gatewayLabels) &&
        (o.spec.ingress ?? []).some((rule: any) => (rule.ports ?? []).some((p: any) => p.port === 'metrics')),
    );
    expect(toGatewayMetrics.map((p) => [p.metadata.name, p.spec.ingress])).toEqual([
      ['gateway-metrics-from-monitoring', [{ from: [prometheus], ports: [{ port: 'metrics' }] }]],
    ]);
    const toServices = find(objects, 'NetworkPolicy', 'metrics-from-monitoring')!;
    expect(toServices.spec.ingress).toEqual([{ from: [prometheus], ports: [{ port: 'http' }] }]);
    for (const slice of slices) {
      const labels = find(objects, 'Deployment', slice.name)!.spec.template.metadata.labels;
      expect([slice.name, selects(toServices.spec.podSelector, labels)]).toEqual([
        slice.name,
        ['service', 'render'].includes(slice.kind),
      ]);
    }
  });

  it('gives Prometheus its scrape job and alert rules, and Grafana its dashboard, each from one file', () => {
    const prometheus = find(objects, 'ConfigMap', 'elite-prometheus')!;
    const [job] = parse(prometheus.data!['prometheus-scrape.yaml']!).scrape_configs;
    expect(job.job_name).toBe('elite');
    expect(job.kubernetes_sd_configs).toEqual([expect.objectContaining({ role: 'pod' })]);
    const relabel = job.relabel_configs.map((r: any) => [
      r.source_labels.join(';'),
      r.action ?? r.target_label,
    ]);
    expect(relabel).toEqual(
      expect.arrayContaining([
        ['__meta_kubernetes_pod_annotation_prometheus_io_scrape', 'keep'],
        ['__meta_kubernetes_pod_container_port_number', 'keepequal'],
        ['__meta_kubernetes_pod_annotation_prometheus_io_path', '__metrics_path__'],
        ['__meta_kubernetes_pod_label_app_kubernetes_io_name', 'service'],
        ['__meta_kubernetes_namespace', 'namespace'],
      ]),
    );
    // Every alert reads the elite job and has its runbook in docs/operations.md.
    const rules = parse(prometheus.data!['alerts.rules.yaml']!).groups.flatMap((g: any) => g.rules);
    const operations = readRepoFile('docs/operations.md');
    expect(rules.length).toBeGreaterThanOrEqual(9);
    for (const rule of rules) {
      expect([rule.alert, rule.expr]).toEqual([rule.alert, expect.stringContaining('job="elite"')]);
      expect(rule.annotations.runbook).toBe(`docs/operations.md, "Seeing inside", ${rule.alert}`);
      expect(operations).toContain(`\n#### ${rule.alert}\n`);
    }
    const dashboards = find(objects, 'ConfigMap', 'elite-grafana-dashboards')!;
    expect(dashboards.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    const dashboard = JSON.parse(dashboards.data!['elite-transport.json']!);
    expect(dashboard.uid).toBe('elite-transport');
    const queries = dashboard.panels.flatMap((p: any) => (p.targets ?? []).map((t: any) => t.expr));
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) expect(query).toContain('job="elite"');
  });

  it('refers to Secrets by name and never carries a secret value', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(rendered[overlay]).not.toMatch(/-----BEGIN|postgres:\/\/[^\s]*:[^\s]*@/);
    const booking = find(objects, 'Deployment', 'booking')!.spec.template.spec.containers[0];
    expect(booking.env.find((e: any) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef).toEqual({
      name: 'elite-booking-db',
      key: 'url',
    });
  });

  it("mounts notifications' private key in notifications alone, and its public key where links are sealed", () => {
    const keyFiles = (name: string) => {
      const pod = find(objects, 'Deployment', name)!.spec.template.spec;
      const volume = pod.volumes.find((v: any) => v.secret?.secretName === 'elite-notifications-keys');
      const env = pod.containers[0].env.filter((e: any) => /^NOTIFICATIONS_\w+_KEY/.test(e.name));
      return { items: volume?.secret.items ?? [], env: env.map((e: any) => `${e.name}=${e.value}`) };
    };
    expect(keyFiles('notifications')).toEqual({
      items: [{ key: 'private.pem', path: 'private.pem' }],
      env: ['NOTIFICATIONS_PRIVATE_KEY_FILE=/etc/elite/notifications/private.pem'],
    });
    for (const name of ['booking', 'magic-link'])
      expect(keyFiles(name)).toEqual({
        items: [{ key: 'public.pem', path: 'public.pem' }],
        env: ['NOTIFICATIONS_PUBLIC_KEY_FILE=/etc/elite/notifications/public.pem'],
      });
    for (const name of ['identity', 'tracking', 'rewards', 'gateway'])
      expect(keyFiles(name)).toEqual({ items: [], env: [] });
  });

  it('gives the notifications service its SMTP relay from the elite-smtp Secret and its e-mail settings from elite-config', () => {
    const pod = find(objects, 'Deployment', 'notifications')!.spec.template.spec;
    const smtp = pod.containers[0].env.find((e: any) => e.name === 'SMTP_URL');
    expect(smtp).toEqual({
      name: 'SMTP_URL',
      valueFrom: { secretKeyRef: { name: 'elite-smtp', key: 'url' } },
    });
    // Migrations send nothing: the init container is never given the relay.
    expect(JSON.stringify(pod.initContainers)).not.toContain('SMTP_URL');
    expect(rendered[overlay]).not.toMatch(/smtps?:\/\//);
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('elite-config'))!;
    expect(config.data!.BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(config.data!.MAIL_FROM).toMatch(/^Elite Transport <[^@\s]+@[^>\s]+>$/);
    if (overlay === 'prod') {
      // Egress is denied by default in prod: only notifications may reach an SMTP relay, on SMTP ports.
      const toSmtp = objects.filter(
        (o) =>
          o.kind === 'NetworkPolicy' &&
          o.spec.policyTypes.includes('Egress') &&
          (o.spec.egress ?? []).some((rule: any) =>
            (rule.ports ?? []).some((p: any) => [25, 465, 587, 2525].includes(p.port)),
          ),
      );
      expect(toSmtp.map((p) => p.metadata.name)).toEqual(['notifications-to-smtp']);
      expect(toSmtp[0]!.spec.podSelector).toEqual({
        matchLabels: { 'app.kubernetes.io/name': 'notifications' },
      });
      expect(toSmtp[0]!.spec.egress[0].ports.map((p: any) => p.port)).toEqual([25, 465, 587, 2525]);
    }
  });

  it('keeps the list of remotes in a ConfigMap that the gateway serves as /remotes.json', () => {
    const remotes = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('elite-remotes'),
    )!;
    const list = JSON.parse(remotes.data!['remotes.json']!);
    expect(list.remotes.map((r: { name: string }) => r.name).sort()).toEqual([
      'mf_admin',
      'mf_booking',
      'mf_rewards',
      'mf_tracking',
    ]);
    const gateway = find(objects, 'Deployment', 'gateway')!.spec.template.spec;
    expect(gateway.volumes).toEqual([{ name: 'remotes', configMap: { name: remotes.metadata.name } }]);
    const [container] = gateway.containers;
    expect(container.volumeMounts).toEqual([
      { name: 'remotes', mountPath: '/etc/elite/remotes', readOnly: true },
    ]);
    expect(container.env).toContainEqual({ name: 'REMOTES_FILE', value: '/etc/elite/remotes/remotes.json' });
    // The shell's Deployment does not mention it: changing a remote never touches the shell.
    expect(JSON.stringify(find(objects, 'Deployment', 'shell'))).not.toContain('elite-remotes');
  });

  it('configures the gateway from elite-config: no hand-copied CSP, the map tiles and their attribution', () => {
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('elite-config'))!;
    expect(config.data!.DEMO_MODE).toBe('false');
    expect(config.data!.CONTENT_SECURITY_POLICY).toBeUndefined();
    expect(rendered[overlay]).not.toMatch(/CONTENT_SECURITY_POLICY|default-src/);
    expect(config.data!.MAP_TILE_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.data!.MAP_TILE_ATTRIBUTION).toBe(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    );
    const gateway = find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
    expect(gateway.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }]);
  });

  it(
    overlay === 'dev'
      ? 'runs Postgres and Redis as StatefulSets reachable by the services only'
      : 'expects managed Postgres and Redis, reached by the services only',
    () => {
      const statefulSets = objects.filter((o) => o.kind === 'StatefulSet').map((o) => o.metadata.name);
      if (overlay === 'dev') {
        expect(statefulSets.sort()).toEqual(['postgres', 'redis']);
        const policy = find(objects, 'NetworkPolicy', 'data-stores-from-services')!;
        expect(policy.spec.ingress[0].from).toEqual([
          { podSelector: { matchLabels: { 'elite.io/database-client': 'true' } } },
        ]);
      } else {
        expect(statefulSets).toEqual([]);
        const policy = find(objects, 'NetworkPolicy', 'services-to-data-stores')!;
        expect(policy.spec.podSelector).toEqual({ matchLabels: { 'elite.io/database-client': 'true' } });
        expect(find(objects, 'NetworkPolicy', 'default-deny-egress')).toBeDefined();
      }
      const clients = deployments
        .filter((d) => d.spec.template.metadata.labels['elite.io/database-client'] === 'true')
        .map((d) => d.metadata.name);
      expect(clients.sort()).toEqual(
        slices
          .filter((d) => d.kind === 'service')
          .map((d) => d.name)
          .sort(),
      );
    },
  );
});

describe('k8s/overlays/prod images', () => {
  it.each(slices.map((d) => d.name))('ships %s at the version in its package.json', (name) => {
    const slice = slices.find((d) => d.name === name)!;
    const deployment = objectsOf('prod').find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
    expect(deployment.spec.template.spec.containers[0].image).toBe(
      `registry.example.com/elite/${name}:${slice.version}`,
    );
  });
});
