export interface ReceivedSpan {
  service: string | undefined;
  name: string;
  spanId: string;
  parentSpanId: string | undefined;
  kind: number;
}

export function startOtlpReceiver(): Promise<{ url: string; close(): Promise<void> }>;
