// By path, not from the package index: the index stays free of antd's runtime (ESM-only 'antd/es').
import { ThemedRoot } from '@elite/web-kit/themed-root';
import type { ReactNode } from 'react';
import '../common/styles/mf-booking.css';

/** This remote's root: the shell's antd theme as `--elite-*` variables for the stylesheets. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return <ThemedRoot prefix="mfb">{children}</ThemedRoot>;
}
