import type { IncomingMessage } from 'node:http';
import { FORM_NAME_FIELD } from '@elite/contracts';

/**
 * A page's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): its
 * name and fields, the first value of each, as the page's own `<form method="post">` sends them.
 * URLSearchParams reads any body without throwing: what is not a field is simply not there.
 */
export interface PostedFields {
  form: string | undefined;
  fields: Record<string, string>;
}

export function readPostedFields(body: Buffer): PostedFields {
  let form: string | undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    if (name === FORM_NAME_FIELD) form ??= value;
    else fields[name] ??= value;
  }
  return { form, fields };
}

// The edge reads a posted form whole (to limit it by its name) before the renderer answers it.
const postedBodies = new WeakMap<IncomingMessage, PostedFields>();

export function keepPostedFields(req: IncomingMessage, posted: PostedFields): void {
  postedBodies.set(req, posted);
}

export function postedFieldsOf(req: IncomingMessage): PostedFields | undefined {
  return postedBodies.get(req);
}

/** Where a form's answer may send the visitor: a path of this site, never another origin. */
export function isSitePath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}
