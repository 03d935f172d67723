export interface IsolatedStack {
  url: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | undefined;
  logFile: string;
  stop(): Promise<void>;
}

export function startIsolatedStack(options: {
  label: string;
  gatewayPort: number;
  servicePortBase: number;
  logFile: string;
  build?: boolean;
}): Promise<IsolatedStack>;
