// `npm run dev`: the API under tsx watch on PORT (5000) and Vite with hot reload on 5173, proxying /api.
import { spawn } from 'node:child_process';

const env = { NODE_ENV: 'development', ...process.env };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
