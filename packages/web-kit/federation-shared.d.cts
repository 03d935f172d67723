// Types of federation-shared.cjs, for the frontends' webpack configs and its spec.
interface SharedEntry {
  /** false for the contracts' domains only (no state: a remote can take its own copy). */
  singleton: boolean;
  /** A singleton that does not satisfy `requiredVersion` fails the remote's load. */
  strictVersion: boolean;
  requiredVersion: string;
  version: string;
  import?: string;
}

interface PackageJsonDependencies {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export declare function createSharedConfig(
  appPackageJson: PackageJsonDependencies,
  appDir: string,
  options?: { host?: boolean },
): Record<string, SharedEntry>;

/** The versions of a workspace package compatible with `version`: `^<major>.<minor>.0`. */
export declare function compatibleRange(version: string): string;

export declare class AntdPerComponentPlugin {
  apply(compiler: unknown): void;
}

export declare const TYPESCRIPT_SOURCES: string[];

/** The contracts' constants module (no zod), compiled from source by every frontend. */
export declare const CONTRACTS_CONSTANTS_SOURCE: string;

/** webpack `resolve.alias` that takes `@elite/contracts/constants` from its TypeScript source. */
export declare const CONTRACTS_CONSTANTS_ALIAS: Record<string, string>;
