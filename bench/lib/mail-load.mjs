// Booking to e-mail (issue 13): bookings posted through the gateway, and for each the time from its
// 201 to its 'booking received' e-mail in the stack's mail catcher. The catcher stamps every mail when
// it receives it (maildev's `time`), on the same clock as the 201, so how often the inbox is polled
// only decides when the run ends, not what it measures.
import { bookingBody, inTwoDays } from './booking-load.mjs';
import { percentile } from './tracking-load.mjs';

const POLL_INTERVAL_MS = 250;
// maildev's largest page of summaries.
const PAGE_SIZE = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every summary in the inbox, newest first: a page at a time, without bodies (a few hundred bytes each). */
async function inboxSummaries(mailUrl) {
  const items = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const response = await fetch(`${mailUrl}/api/email/summary?sort=desc&limit=${PAGE_SIZE}&skip=${skip}`);
    if (!response.ok) throw new Error(`the mail catcher answered ${response.status} for its summaries`);
    const page = await response.json();
    items.push(...page.items);
    if (page.items.length < PAGE_SIZE || skip + PAGE_SIZE >= page.total) return items;
  }
}

/**
 * Posts `count` bookings (`concurrency` at a time) and waits until each one's first e-mail is in the
 * catcher at `mailUrl`, or `timeoutMs` after the last 201. Latencies in ms, from the 201 to receipt.
 */
export async function benchMail({ gatewayUrl, mailUrl, count, concurrency, timeoutMs, runId, progress }) {
  const date = inTwoDays();
  const answeredAt = new Map();
  const statuses = {};
  let next = 0;
  progress(`mail: ${count} bookings through the gateway, ${concurrency} at a time; their e-mails in ${mailUrl}`);
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
  await Promise.all(Array.from({ length: concurrency }, client));

  const receivedAt = new Map();
  const subjects = new Set();
  const deadline = Date.now() + timeoutMs;
  while (receivedAt.size < answeredAt.size && Date.now() < deadline) {
    for (const mail of await inboxSummaries(mailUrl)) {
      for (const { address } of mail.to) {
        if (!answeredAt.has(address)) continue;
        const at = Date.parse(mail.time);
        // The first e-mail to a booking's address is its 'booking received'.
        if (!receivedAt.has(address) || at < receivedAt.get(address).at)
          receivedAt.set(address, { at, subject: mail.subject });
      }
    }
    if (receivedAt.size < answeredAt.size) await sleep(POLL_INTERVAL_MS);
  }
  for (const { subject } of receivedAt.values()) subjects.add(subject);

  const latencies = [...receivedAt].map(([address, { at }]) => at - answeredAt.get(address)).sort((a, b) => a - b);
  const result = {
    bookingsPosted: count,
    concurrency,
    statusCodes: statuses,
    bookingsCreated: answeredAt.size,
    delivered: receivedAt.size,
    missing: answeredAt.size - receivedAt.size,
    subjects: [...subjects],
    timeoutMs,
    pollIntervalMs: POLL_INTERVAL_MS,
    latencyMs: {
      min: latencies[0] ?? null,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
    note: "from each POST's 201 (client clock) to the catcher's receipt stamp of the e-mail to that booking's address (same machine, same clock)",
  };
  progress(
    `  ${result.delivered} of ${result.bookingsCreated} e-mails delivered, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  return result;
}
