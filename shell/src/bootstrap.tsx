// First: the contracts configure zod for the browser (no eval under our CSP) before anything parses.
import '@elite/contracts';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
