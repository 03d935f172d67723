import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const files = readdirSync(__dirname).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts') && name !== 'zod-setup.ts',
);

describe('zod-setup', () => {
  it('is the first import of every file that takes a value from zod', () => {
    const schemaFiles = files.filter((name) =>
      /^import \{[^}]*\} from 'zod';$/m.test(readFileSync(path.join(__dirname, name), 'utf8')),
    );
    expect(schemaFiles.length).toBeGreaterThan(10);
    for (const name of schemaFiles) {
      const firstImport = /^import .*$/m.exec(readFileSync(path.join(__dirname, name), 'utf8'))?.[0];
      expect(`${name}: ${firstImport}`).toBe(`${name}: import './zod-setup';`);
    }
  });
});
