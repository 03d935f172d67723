export interface RunningService {
  url: string;
  port: number;
  /** SIGTERM (SIGKILL if it lingers); how the process ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startServiceProcess(options: {
  entry: string;
  portVariable: string;
  env?: NodeJS.ProcessEnv;
  /** Chosen beforehand (freePort) when services that call each other must know their URLs up front. */
  port?: number;
  /** Every line the process writes (its JSON logs on stdout), for a test that reads them. */
  onOutput?: (line: string, stream: 'stdout' | 'stderr') => void;
}): Promise<RunningService>;
