// The acceptance figures of issue 2 and later issues, read by run.mjs (recorded in the JSON) and check.mjs.
export const BUDGETS = {
  gatewayToDirectMinRatio: 0.6,
  // Issue 27: GET /api/vehicles through the gateway against a minimal keep-alive node:http proxy.
  gatewayToKeepAliveProxyMinRatio: 0.8,
  directToExpressMinRatio: 0.6,
  homePageInitialGzipBytes: 300 * 1024,
  // Issue 10: the home page's JavaScript without scrolling or input (jsGzipBytes), gzipped.
  homePageInitialJsGzipBytes: 200 * 1024,
  // Issue 4: 200 drivers posting once a second, 1,000 socket.io subscribers, through the gateway.
  trackingPushP99MaxMs: 100,
  trackingLostUpdatesMax: 0,
  // Issue 10: Lighthouse 13 mobile defaults, medians of three runs.
  lighthouseHomePerformanceMin: 95,
  lighthouseOtherPerformanceMin: 90,
  lighthouseHomeLcpMaxMs: 2_000,
  lighthouseHomeTbtMaxMs: 150,
  lighthouseHomeClsMax: 0.05,
  lighthouseOtherCategoriesMin: 100,
  // Issue 11: after the booking service is killed, and after the database stops, under load.
  faultRecoveryMaxSeconds: 5,
  // Issue 13: 200 bookings, each one's 'booking received' e-mail in the catcher; why 10 s in bench/README.md.
  mailP99MaxMs: 10_000,
  // Issue 24: a first tap shows its effect within this, at load and 1 s later, in every run: a native
  // effect (typing, a link, a form post, a menu) or a rich widget (a select list, a dialog).
  firstTapNativeMaxMs: 200,
  firstTapRichMaxMs: 500,
};

/** The public routes Lighthouse measures (run.mjs gives the real id, token and magic link of each). */
export const LIGHTHOUSE_ROUTES = ['/', '/admin', '/rewards', '/tracking/{id}?token=…', '/magic-link/{token}'];
