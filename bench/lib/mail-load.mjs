// Booking to e-mail (issue 13): bookings posted through the gateway, and for each the time from its
// 201 to its 'booking received' e-mail appearing in the stack's mail catcher. The catcher stamps a
// mail with its Date header (whole seconds, set by the sender, so not in arrival order), so arrival is
// observed here: every POLL_INTERVAL_MS the inbox's count is read (one summary), and only when it has
// grown is the inbox listed, as bodiless summaries (a few hundred bytes each), 200 to a request.
import { bookingBody, inTwoDays } from './booking-load.mjs';
import { percentile } from './tracking-load.mjs';

const POLL_INTERVAL_MS = 50;
// maildev's largest page of summaries.
const PAGE_SIZE = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function summaries(mailUrl, skip, limit) {
  const response = await fetch(`${mailUrl}/api/email/summary?limit=${limit}&skip=${skip}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status} for its summaries`);
  return response.json();
}

/** A poll of the inbox: its new summaries since the last call that found it grown, and when. */
function inboxWatcher(mailUrl) {
  const seen = new Set();
  let known = 0;
  return async () => {
    const { total } = await summaries(mailUrl, 0, 1);
    if (total === known) return { fresh: [], at: Date.now() };
    const fresh = [];
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await summaries(mailUrl, skip, PAGE_SIZE);
      if (skip === 0) known = page.total;
      fresh.push(...page.items.filter((item) => !seen.has(item.id)));
      if (page.items.length < PAGE_SIZE) break;
    }
    for (const item of fresh) seen.add(item.id);
    return { fresh, at: Date.now() };
  };
}

/**
 * Posts `count` bookings (`concurrency` at a time) while watching the catcher at `mailUrl`, until each
 * created booking's first e-mail is there or `timeoutMs` has passed since the last answer. Latencies
 * in ms from the 201 to the poll that saw the e-mail (below zero when it came before the answer did).
 */
export async function benchMail({ gatewayUrl, mailUrl, count, concurrency, timeoutMs, runId, progress }) {
  const date = inTwoDays();
  const answeredAt = new Map();
  const statuses = {};
  let next = 0;
  let posting = true;
  progress(
    `mail: ${count} bookings through the gateway, ${concurrency} at a time; their e-mails in ${mailUrl}`,
  );

  // Every e-mail to an address of this run, as soon as a poll lists it: some arrive before the 201 does.
  const seenAt = new Map();
  const unexpectedSubjects = new Set();
  const poll = inboxWatcher(mailUrl);
  const watch = async () => {
    let deadline = Infinity;
    while (posting || [...answeredAt.keys()].some((address) => !seenAt.has(address))) {
      if (!posting && deadline === Infinity) deadline = Date.now() + timeoutMs;
      if (Date.now() > deadline) return;
      const { fresh, at } = await poll();
      for (const mail of fresh) {
        for (const { address } of mail.to) {
          if (!address.startsWith(`${runId}-`) || seenAt.has(address)) continue;
          seenAt.set(address, at);
          // The first e-mail to each booking's address should be its 'Booking received: …'.
          if (!/^Booking received\b/.test(mail.subject)) unexpectedSubjects.add(mail.subject);
        }
      }
      await sleep(POLL_INTERVAL_MS);
    }
  };
  const watching = watch();

  const client = async () => {
    while (next < count) {
      const sequence = next++;
      const body = bookingBody(runId, sequence, date);
      const response = await fetch(`${gatewayUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 201) answeredAt.set(JSON.parse(body).email, Date.now());
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, client));
  } finally {
    posting = false;
  }
  await watching;

  const delivered = [...answeredAt.keys()].filter((address) => seenAt.has(address));
  const latencies = delivered
    .map((address) => seenAt.get(address) - answeredAt.get(address))
    .sort((a, b) => a - b);
  const result = {
    bookingsPosted: count,
    concurrency,
    statusCodes: statuses,
    bookingsCreated: answeredAt.size,
    delivered: delivered.length,
    missing: answeredAt.size - delivered.length,
    unexpectedSubjects: [...unexpectedSubjects],
    timeoutMs,
    pollIntervalMs: POLL_INTERVAL_MS,
    latencyMs: {
      min: latencies[0] ?? null,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
    note: "from each POST's 201 to the first poll of the catcher that lists the e-mail to that booking's address (resolution: the poll interval plus one request; below zero when the e-mail was listed before the 201 arrived)",
  };
  progress(
    `  ${result.delivered} of ${result.bookingsCreated} e-mails delivered, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  return result;
}
