export interface ProductionStack {
  /** The gateway, http://127.0.0.1:<port>. */
  url: string;
  port: number;
  /** The run's database, as the superuser. */
  databaseUrl: string;
  redisUrl: string;
  /** The run's database name, also its QUEUE_PREFIX. */
  runName: string;
  /** DB_ROLE_PREFIX of the run: the services connect as <prefix>booking, <prefix>identity, … */
  rolePrefix: string;
  /** The staff account identity seeded from ADMIN_EMAIL and ADMIN_PASSWORD. */
  admin: { email: string; password: string };
  /** The run's mail catcher (maildev, as compose's mail-catcher runs it): inbox and HTTP API. */
  mailUrl: string;
  /** Each replicated service's replicas, http://127.0.0.1:<port>, in the order the gateway lists them. */
  replicas: Record<string, string[]>;
  /** Log file of each process: booking, booking#2, tracking, tracking#2, gateway, shell, … */
  logs: Record<string, string>;
  stop(): Promise<void>;
}

export class ProductionStackError extends Error {}

export function startProductionStack(options: {
  gatewayPort: number;
  portBase: number;
  logDir: string;
  replicas?: Record<string, number>;
  build?: boolean;
}): Promise<ProductionStack>;

export function parseEnvFile(text: string): Record<string, string>;
export function runEnvFile(adminEmail: string): Record<string, string>;
export function interpolate(value: string, vars: Record<string, string | undefined>, where: string): string;
export function composeEnvironment(
  service: { environment?: Record<string, string | null> },
  vars: Record<string, string | undefined>,
  where: string,
): Record<string, string>;
export function runtimeStage(dockerfileText: string): {
  env: Record<string, string>;
  workdir: string;
  cmd: string[] | undefined;
};
