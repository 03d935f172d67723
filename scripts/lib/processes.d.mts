import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const READY_TIMEOUT_MS: number;
export const STOP_TIMEOUT_MS: number;
export function sleep(ms: number): Promise<void>;
export function pidAlive(pid: number | undefined): boolean;
export function commandLineOf(pid: number): string;
export function stopPid(pid: number, signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}
export function describeExit(result: ExitResult): string;

export class Child {
  constructor(options: {
    name: string;
    command?: string;
    args?: string[];
    options?: Omit<SpawnOptions, 'stdio'>;
    onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
    onUnexpectedExit?: (result: ExitResult) => void;
    keepLines?: number;
    logFile?: string;
  });
  readonly name: string;
  readonly process: ChildProcess;
  readonly recent: string[];
  readonly logFile: string | undefined;
  readonly exited: Promise<ExitResult>;
  stopping: boolean;
  get pid(): number | undefined;
  get running(): boolean;
  kill(signal?: NodeJS.Signals): void;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitResult>;
  closeLog(): Promise<void>;
}

export function httpReady(url: string): Promise<boolean>;

export interface WaitOptions {
  what?: string;
  timeoutMs?: number;
  intervalMs?: number;
  checkAbort?: () => void;
  exitDetail?: (result: ExitResult) => string;
  timeoutDetail?: string;
}
export function waitUntil(
  child: Child,
  condition: () => Promise<boolean>,
  options?: WaitOptions,
): Promise<void>;
export function waitReady(child: Child, url: string, options?: WaitOptions): Promise<void>;
