// The settings that say where the site's files are deployed and where the services answer, read
// alike by the gateway (which serves the files and proxies /api) and the render slice (which reads
// the same files and calls the same services to draw pages): docs/development.md, "Ports and environment".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { httpUrlList, portNumber } from './config';
import { REMOTE_FOLDER, parseRemoteEntries, parseRemotesJson, type RemoteEntry } from './remotes';
import { SERVICE_DEFAULT_PORTS, SERVICE_NAMES, serviceEnvPrefix, type ServiceName } from './service-routes';

/**
 * Static servers the site's files come from instead of STATIC_ROOT: `SHELL_URL` for the shell's
 * files and pages, `MF_<NAME>_URL` for `/remotes/mf-<name>/`. A URL's path is where the build's
 * folder is served (`http://mf-admin:8080/` serves `/remotes/mf-admin/x.js` as `/x.js`); several
 * URLs separated by commas are used in turn.
 */
export interface SiteUpstreams {
  shell?: URL[];
  /** By remote folder: `mf-booking` → its URLs. */
  remotes: Record<string, URL[]>;
}

/** Where the site is deployed, as both processes see it. */
export interface SiteLocation {
  /**
   * Explicit remotes (REMOTE_ENTRIES, or REMOTES_FILE read at start); undefined means every remote
   * proxied to a static server and every mf-* folder with a built manifest.
   */
  remoteEntries?: RemoteEntry[];
  /** Static servers of the shell and the remotes; what is not here comes from staticRoot. */
  siteUpstreams: SiteUpstreams;
  staticRoot: string;
}

export interface ServiceTarget {
  name: ServiceName;
  /** Where the service runs: one URL, or one per replica (`<NAME>_URL=http://a:1,http://b:2`). */
  urls: URL[];
}

const remoteEntriesField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    try {
      return parseRemoteEntries(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The zod fields of the site's location: spread into a process's environment schema. */
export const siteEnvFields = {
  REMOTE_ENTRIES: remoteEntriesField,
  REMOTES_FILE: z.string().trim().min(1).optional(),
  STATIC_ROOT: z.string().trim().min(1).optional(),
  SHELL_URL: httpUrlList.optional(),
};

const servicePort = portNumber();

/** `<NAME>_URL` and `<NAME>_PORT` of every service of the registry: spread into an environment schema. */
export const serviceEnvFields = Object.fromEntries(
  SERVICE_NAMES.flatMap((name) => [
    [`${serviceEnvPrefix(name)}_URL`, httpUrlList.optional()],
    [`${serviceEnvPrefix(name)}_PORT`, servicePort.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof httpUrlList> | z.ZodOptional<typeof servicePort>>;

// MF_BOOKING_URL → mf-booking, MF_LOYALTY_CARD_URL → mf-loyalty-card.
const REMOTE_URL_VARIABLE = /^MF_([A-Z0-9]+(?:_[A-Z0-9]+)*)_URL$/;

function remoteUpstreams(env: NodeJS.ProcessEnv, problems: string[]): Record<string, URL[]> {
  const remotes: Record<string, URL[]> = {};
  for (const [variable, value] of Object.entries(env)) {
    const match = REMOTE_URL_VARIABLE.exec(variable);
    if (!match || value === undefined) continue;
    const folder = `mf-${match[1]!.toLowerCase().replace(/_/g, '-')}`;
    if (!REMOTE_FOLDER.test(folder)) continue;
    const parsed = httpUrlList.safeParse(value);
    if (parsed.success) remotes[folder] = parsed.data;
    else problems.push(`${variable}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return remotes;
}

function readRemotesFile(file: string, problems: string[]): RemoteEntry[] | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    problems.push(
      `REMOTES_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
    return undefined;
  }
  try {
    return parseRemotesJson(text);
  } catch (error) {
    problems.push(`REMOTES_FILE: ${file} ${(error as Error).message}`);
    return undefined;
  }
}

type SiteFields = z.output<z.ZodObject<typeof siteEnvFields>>;

/**
 * The site's location from the parsed fields (`parsed`, undefined when the schema failed) and the
 * raw environment (MF_<NAME>_URL are open-ended); what is wrong is added to `problems`.
 */
export function siteLocation(
  env: NodeJS.ProcessEnv,
  parsed: SiteFields | undefined,
  problems: string[],
  defaultStaticRoot: string,
): SiteLocation {
  const remotes = remoteUpstreams(env, problems);
  let remotesFile: RemoteEntry[] | undefined;
  if (parsed?.REMOTES_FILE !== undefined) {
    if (parsed.REMOTE_ENTRIES !== undefined)
      problems.push('REMOTES_FILE: set REMOTE_ENTRIES or REMOTES_FILE, not both');
    else remotesFile = readRemotesFile(parsed.REMOTES_FILE, problems);
  }
  return {
    remoteEntries: parsed?.REMOTE_ENTRIES ?? remotesFile,
    siteUpstreams: { shell: parsed?.SHELL_URL, remotes },
    staticRoot: path.resolve(parsed?.STATIC_ROOT ?? defaultStaticRoot),
  };
}

/** Every service of the registry at `<NAME>_URL`, else on 127.0.0.1 at `<NAME>_PORT` or its default port. */
export function serviceTargets(parsed: Record<string, unknown>): ServiceTarget[] {
  return SERVICE_NAMES.map((name) => {
    const prefix = serviceEnvPrefix(name);
    const explicit = parsed[`${prefix}_URL`] as URL[] | undefined;
    const port = (parsed[`${prefix}_PORT`] as number | undefined) ?? SERVICE_DEFAULT_PORTS[name];
    return { name, urls: explicit ?? [new URL(`http://127.0.0.1:${port}`)] };
  });
}

/** Where a process reads the site from, as its start-up log line says it (the gateway's and the render slice's). */
export function describeSites(location: SiteLocation) {
  return {
    shell: location.siteUpstreams.shell?.map((url) => url.href) ?? 'STATIC_ROOT',
    remotes: Object.fromEntries(
      Object.entries(location.siteUpstreams.remotes).map(([folder, urls]) => [
        folder,
        urls.map((url) => url.href),
      ]),
    ),
    staticRoot: location.staticRoot,
  };
}
