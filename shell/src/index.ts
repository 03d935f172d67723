// The async boundary: shared modules (react, antd…) are negotiated with the remotes before the app runs.
import './app/styles.css';

import('./bootstrap');
