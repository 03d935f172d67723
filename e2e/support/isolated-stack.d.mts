export interface IsolatedStack {
  url: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** The stack's own mail catcher: its inbox and HTTP API, http://127.0.0.1:<port>. */
  mailUrl: string;
  logFile: string;
  /** Each process's GET /metrics on its internal port, by process name (booking…, render, gateway). */
  metricsUrls: Record<string, string>;
  /** The pid of the running process called `name` (booking, gateway…), as the runner supervises it. */
  pidOf(name: string): number | undefined;
  stop(): Promise<void>;
}

export function startIsolatedStack(options: {
  label: string;
  gatewayPort: number;
  servicePortBase: number;
  logFile: string;
  build?: boolean;
}): Promise<IsolatedStack>;
