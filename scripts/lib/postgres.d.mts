import type pg from 'pg';

export const LOCAL_POSTGRES: string;
export function withDatabase(url: string, database: string): string;
export function isLocalHost(url: string): boolean;
export function withPgClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
  options?: { connectTimeoutMs?: number },
): Promise<T>;
export function postgresAnswers(url: string, options?: { connectTimeoutMs?: number }): Promise<boolean>;
export function createDatabase(adminUrl: string, name: string): Promise<unknown>;
export function dropDatabase(adminUrl: string, name: string): Promise<unknown>;
export function runName(label: string): string;
export function runOwner(name: string, label: string): number | undefined;
export function sweepLeftoverDatabases(adminUrl: string, label: string): Promise<string[]>;
export function searchDatabase(url: string, text: string): Promise<{ tables: string[]; holding: string[] }>;
