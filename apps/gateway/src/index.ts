export { startSandboxGateway, type SandboxGateway, type SandboxGatewayOptions } from './server';
export { fieldsPaths } from './fields-protocol';
