import { createContext } from 'react';

/** Retries the remote page around it (the retry panel's 'Try again'). */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());
