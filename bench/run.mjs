// `npm run bench -- <scenario> [options]`: runs one benchmark scenario of this folder.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scenarios = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.replace(/\.mjs$/, ''));
const [scenario, ...rest] = process.argv.slice(2);
if (!scenario || !scenarios.includes(scenario)) {
  console.error(`Usage: npm run bench -- <${scenarios.join('|')}> [options]`);
  process.exit(2);
}
process.argv = [process.argv[0], path.join(here, `${scenario}.mjs`), ...rest];
await import(path.join(here, `${scenario}.mjs`));
