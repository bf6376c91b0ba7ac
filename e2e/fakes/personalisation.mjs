// A local stand-in for the personalisation service's script (spec §7) in the browser tests. GET /personalisation.js is
// the script the storefront loads when PERSONALISATION_SCRIPT_URL is set: like the real one it reads the trackData
// pushes queued in window.chairsidePersonalisation (those made before it loaded included) and sends each home, here
// POST /pushes. GET /pushes?visitor=<id> answers what one page (its window.fakePersonalisation.visitor) sent.
//   node e2e/fakes/personalisation.mjs          (PERSONALISATION_FAKE_PORT, default 4530)
import { createServer } from 'node:http';

const port = Number(process.env.PERSONALISATION_FAKE_PORT ?? 4530);

const script = (origin) => `(() => {
  const visitor = Math.random().toString(36).slice(2);
  const queue = (window.chairsidePersonalisation ??= []);
  const send = (entry) => fetch(${JSON.stringify(`${origin}/pushes`)}, { method: 'POST', keepalive: true, body: JSON.stringify({ visitor, entry }) });
  queue.forEach(send);
  const push = queue.push.bind(queue);
  queue.push = (...entries) => { entries.forEach(send); return push(...entries); };
  window.fakePersonalisation = { visitor };
})();
`;

/** visitor → the queue entries its page sent, in order. */
const pushes = new Map();

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'GET' && url.pathname === '/personalisation.js')
      return send(response, 200, script(url.origin), 'text/javascript');
    if (request.method === 'POST' && url.pathname === '/pushes') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const { visitor, entry } = JSON.parse(body);
      pushes.set(visitor, [...(pushes.get(visitor) ?? []), entry]);
      return send(response, 204, '');
    }
    if (request.method === 'GET' && url.pathname === '/pushes')
      return send(response, 200, pushes.get(url.searchParams.get('visitor')) ?? []);
    send(response, 404, { error: 'not found' });
  } catch (error) {
    send(response, 400, { error: String(error) });
  }
}).listen(port, '127.0.0.1', () => console.log(`fake personalisation on http://127.0.0.1:${port}`));
