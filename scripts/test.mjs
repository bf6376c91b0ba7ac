// `npm test`: type-check and lint everything, then unit tests, API integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) and browser tests against a production build.
// Every step runs; the run fails if any step fails. The last line sums up the test counts.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { root, run } from './lib.mjs';

const resultsDir = path.join(root, 'test-results');
const typecheckProjects = [
  'packages/domain',
  'packages/contracts',
  'packages/db',
  'apps/api',
  'apps/web',
  'apps/gateway',
  'bench',
  'tsconfig.scripts.json',
];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
// Names of the failed tests, repeated under the summary: CI shows only the tail of a long run.
const failures = [];

async function step(name, fn) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error.message);
  }
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A failed file with no failed test (an error while collecting it, or in a hook) is named by its file. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) names.push(`${where} › ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed') names.push(`${where}: ${firstLine(file.message)}`);
  }
  return names;
}

function playwrightFailures(suite, names = []) {
  for (const spec of suite.specs ?? []) {
    if (!spec.ok) names.push(`${spec.file}:${spec.line} › ${spec.title}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names);
  return names;
}

function firstLine(text) {
  return String(text ?? 'failed').split('\n')[0];
}

async function vitestProject(project) {
  const output = path.join(resultsDir, `vitest-${project}.json`);
  const code = await run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
  ]);
  const report = await readJson(output);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report));
    if (report.numTotalTests === 0) {
      console.error(`The ${project} project ran no test.`);
      return false;
    }
  } else totals.failed += 1;
  return code === 0;
}

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

if (process.env.TEST_DATABASE_URL)
  console.log(`Integration tests run against PGlite and PostgreSQL (TEST_DATABASE_URL).`);
else console.log('TEST_DATABASE_URL is not set: integration tests run against PGlite only.');

await step('Type-check', async () => {
  // Next.js writes its route types before the storefront can be type-checked.
  if ((await run(bin('next'), ['typegen'], { cwd: path.join(root, 'apps/web') })) !== 0) return false;
  let ok = true;
  for (const project of typecheckProjects) {
    if ((await run(bin('tsc'), ['-p', project])) !== 0) ok = false;
  }
  return ok;
});
await step('Lint', async () => (await run(bin('eslint'), ['--max-warnings', '0', '.'])) === 0);
// Prettier (.prettierrc.json, 120 columns); `npm run format` rewrites what this finds.
await step('Format', async () => (await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])) === 0);
await step('Unit tests', () => vitestProject('unit'));
await step('API integration tests', () => vitestProject('api'));
// Real API and worker processes on a throwaway PostgreSQL cluster that the tests kill (apps/api/faults).
await step('Fault tests', () => vitestProject('faults'));
await step('Browser tests', async () => {
  const code = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
  const report = await readJson(path.join(resultsDir, 'playwright.json'));
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) failures.push(...playwrightFailures(suite));
  } else totals.failed += 1;
  return code === 0;
});

console.log('\n=== Summary');
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
for (const name of failures) console.log(`failed: ${name}`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);
