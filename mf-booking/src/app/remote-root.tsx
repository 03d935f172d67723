import { ThemedRoot } from '@elite/web-kit';
import type { ReactNode } from 'react';
import '../shared/styles/mf-booking.css';

/** This remote's root: the shell's antd theme as `--mfb-*` variables for its stylesheet. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return <ThemedRoot prefix="mfb">{children}</ThemedRoot>;
}
