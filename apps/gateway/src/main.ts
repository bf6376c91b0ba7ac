// The sandbox payment gateway as its own process (npm start runs it next to the API and the storefront).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGatewayConfig } from './config';
import { startSandboxGateway } from './server';

const config = loadGatewayConfig();
const gateway = await startSandboxGateway({
  host: config.GATEWAY_HOST,
  port: config.GATEWAY_PORT,
  secretKey: config.GATEWAY_SECRET_KEY,
  allowedOrigins: config.GATEWAY_ALLOWED_ORIGINS,
  stateFile: config.stateFile,
  // The build puts the card fields' bundle beside this file (scripts/build.mjs).
  assetsDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'fields'),
});
process.stdout.write(
  `Sandbox payment gateway on ${gateway.url} (card fields for ${config.GATEWAY_ALLOWED_ORIGINS.join(', ')})\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
