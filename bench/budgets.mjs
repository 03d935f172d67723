// The acceptance figures of issue 2, read by run.mjs (recorded in the JSON) and check.mjs.
export const BUDGETS = {
  gatewayToDirectMinRatio: 0.6,
  directToExpressMinRatio: 0.6,
  homePageInitialGzipBytes: 300 * 1024,
  // Issue 4: 200 drivers posting once a second, 1,000 socket.io subscribers, through the gateway.
  trackingPushP99MaxMs: 100,
  trackingLostUpdatesMax: 0,
};
