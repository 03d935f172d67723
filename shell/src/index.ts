// The async boundary: shared modules (react, antd…) are negotiated with the remotes before the app runs.
// The pieces every remote draws alike, first: the shell's and the remotes' own rules come after it.
import '@elite/web-kit/base.css';
import './app/styles.css';

const start = () => void import('./bootstrap');

// A page the server drew is painted before its code is fetched (docs/architecture.md, "The first
// screen"): the bootstrap asks for about forty shared chunks at once, and on a slow phone those
// requests, started before the first frame, would hold that frame back behind them. A hidden tab
// paints no frame, so it starts at once; an empty #root has nothing to paint yet.
if (document.getElementById('root')?.firstElementChild && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
