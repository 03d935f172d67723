// The async boundary: shared modules (react, antd…) are negotiated with the remotes before the app runs.
// The pieces every remote draws alike, first: the shell's and the remotes' own rules come after it.
import '@elite/web-kit/base.css';
import './app/styles.css';
import { keepEarlyPresses } from './app/early-presses';

// The app needs about forty shared chunks (react-dom, web-kit, each antd component…); asking for all of
// them from one import inserted their script tags and settled each module's copy in one task of
// 130-140 ms on a phone's CPU. The biggest are asked for first, each in a task of its own, without
// waiting for their downloads: the same requests leave at about the same moment and no task is long
// (docs/architecture.md, "The first screen"). Only a hint: the bootstrap asks for whatever it needs.
const AHEAD: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  () => import('@elite/web-kit'),
  () => import('antd/es/config-provider'),
  () => import('antd/es/theme'),
  () => import('react-router'),
  () => import('antd/es/button'),
];

function start(turn = 0) {
  const ask = AHEAD[turn];
  if (!ask) return void import('./bootstrap');
  // A chunk that fails here fails again where the bootstrap asks for it, which reports it.
  ask().catch(() => undefined);
  setTimeout(() => start(turn + 1), 0);
}

// A page the server drew is painted before its code is fetched: requests started before the first
// frame would hold it back behind them on a slow phone. A hidden tab paints no frame, so it starts at
// once; an empty #root has nothing to paint yet, nor anything to press.
const served = Boolean(document.getElementById('root')?.firstElementChild);
if (served) keepEarlyPresses();
if (served && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => start(), 0));
} else {
  start();
}
