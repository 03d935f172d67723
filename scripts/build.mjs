// `npm run build`: TypeScript projects (incremental, only what is out of date).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
