// `npm run config:readme`: rewrites README.md's table of environment variables from src/server/settings.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsTable } from '#server/settings-table.ts';

const file = new URL('../README.md', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withSettingsTable(before);
if (after === before) console.log('README.md: the configuration table is up to date');
else {
  writeFileSync(file, after);
  console.log('README.md: configuration table rewritten from src/server/settings.ts');
}
