import { holdIdleSockets } from './idleSockets';

// node --import tsx holdSockets.ts PORT COUNT ADDRESS...: holds the sockets until SIGTERM,
// then prints what it saw as one JSON line.
const [port, count, ...from] = process.argv.slice(2);
const attack = holdIdleSockets(Number(port), Number(count), from);
setTimeout(() => console.log('holding'), 1000);
process.on('SIGTERM', () => {
  attack.stop();
  console.log(JSON.stringify(attack.seen));
  process.exit(0);
});
