export function readPort(env: NodeJS.ProcessEnv, variable: string, fallback: number): number;
export function portFree(port: number, host?: string): Promise<boolean>;
export function assertPortFree(port: number, host: string | undefined, variable: string): Promise<void>;
export function freePort(): Promise<number>;
export const PORT_BLOCK_STEP: number;
export function freePortBlock(options: {
  gatewayPort: number;
  portBase: number;
  offsets: number[];
  tries?: number;
}): Promise<{ gatewayPort: number; portBase: number }>;
