import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eventually } from '@elite/nest-kit/testing';
import { startOtlpReceiver } from '../../../e2e/support/otlp-receiver.mjs';
import { startServiceProcess } from '../../../scripts/lib/service-process.mjs';

// A service (booking, as `npm start` runs it) stopped with SIGTERM: Nest's lifecycle runs, then the
// spans it still holds are sent before it exits 0 (nest-kit's stopOnSignals, bootstrapService).
const BOOKING_ENTRY = join(__dirname, '../../../services/booking/dist/main.js');

it('a service stopped with SIGTERM exits 0 after sending the spans it still held', async () => {
  const receiver = await startOtlpReceiver();
  const lines: string[] = [];
  try {
    const booking = await startServiceProcess({
      entry: BOOKING_ENTRY,
      portVariable: 'BOOKING_PORT',
      env: {
        LOG_LEVEL: 'info',
        OTEL_SDK_DISABLED: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        // Nothing leaves on the schedule during the test: what arrives was sent on the way out.
        OTEL_BSP_SCHEDULE_DELAY: '600000',
        TRUSTED_PROXIES: '127.0.0.1',
      },
      onOutput: (line) => lines.push(line),
    });
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${booking.url}/api/vehicles`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(response.status).toBe(200);
    const spans = () =>
      fetch(`${receiver.url}/traces/${traceId}`).then((answer) => answer.json() as Promise<unknown[]>);
    expect(await spans()).toEqual([]);

    expect(await booking.stop()).toEqual({ code: 0, signal: null });
    expect(await eventually(spans, (kept) => kept.length > 0, 5_000)).toEqual(
      expect.arrayContaining([expect.objectContaining({ service: 'booking', kind: 2 })]),
    );
    expect(lines.some((line) => line.includes('"msg":"booking shutting down"'))).toBe(true);
    expect(lines.at(-1)).toContain('"msg":"booking stopped"');
  } finally {
    await receiver.close();
  }
});
