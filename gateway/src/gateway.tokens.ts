export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** What the gateway's own routes need to know about the process: drained at shutdown. */
export class GatewayLifecycle {
  draining = false;
}
