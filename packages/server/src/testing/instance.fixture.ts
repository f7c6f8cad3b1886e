/**
 * One Payframe server in a process of its own, for tests that run several instances on one
 * PostgreSQL database and kill one: its config comes as JSON in PAYFRAME_INSTANCE_CONFIG, and
 * it prints `listening <url> <secret key>` once it serves.
 */
import { createServer } from '../server.js';

const config = JSON.parse(process.env.PAYFRAME_INSTANCE_CONFIG ?? '{}');
const server = await createServer({ config });
const url = await server.listen();
process.stdout.write(`listening ${url} ${server.keys.testSecret}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
