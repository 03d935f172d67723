/** The config main.ts parsed, once; a service's `<NAME>_CONFIG` is this token, typed as its own config. */
export const KIT_CONFIG = Symbol('KIT_CONFIG');
