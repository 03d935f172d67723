// The acceptance figures of issue 2, read by run.mjs (recorded in the JSON) and check.mjs.
export const BUDGETS = {
  gatewayToDirectMinRatio: 0.6,
  directToExpressMinRatio: 0.6,
  homePageInitialGzipBytes: 300 * 1024,
};
