// The async boundary: shared modules (react, antd…) are negotiated with the remotes before the app runs.
// The pieces every remote draws alike, first: the shell's and the remotes' own rules come after it.
import '@elite/web-kit/base.css';
import './app/styles.css';

import('./bootstrap');
