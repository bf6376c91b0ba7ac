// A local stand-in for reCAPTCHA v3 in the browser tests (DESIGN.md §5: the verify URL is configurable
// so tests use a local fake). GET /api.js is the loader the storefront's layout loads; its execute()
// asks POST /execute for a token like fake-login-3f9c…; POST /siteverify is what the API asks.
// Tokens are single-use and bound to their action, as Google's are; a token it never issued fails.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.RECAPTCHA_FAKE_PORT ?? 4500);
const secret = process.env.RECAPTCHA_FAKE_SECRET ?? 'e2e-recaptcha-secret';
const siteKey = process.env.RECAPTCHA_FAKE_SITE_KEY ?? 'e2e-recaptcha-site-key';

/** token → what siteverify will answer about it. */
const issued = new Map();

// The browser side: ready/render/execute of grecaptcha, with a badge placed by the render's badge option.
const loader = (origin) => `(() => {
  const widgets = [];
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    render(container, parameters) {
      if (!parameters || !parameters.sitekey) throw new Error('fake reCAPTCHA: render needs a sitekey');
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.dataset.badge = parameters.badge || 'bottomright';
      badge.dataset.size = parameters.size || 'normal';
      badge.textContent = 'reCAPTCHA (fake)';
      Object.assign(badge.style, { position: 'fixed', bottom: '14px', width: '70px', height: '60px', zIndex: '1000', background: '#f9f9f9', boxShadow: 'gray 0 0 5px', font: '10px sans-serif' });
      badge.style[parameters.badge === 'bottomleft' ? 'left' : 'right'] = '0';
      container.appendChild(badge);
      return widgets.push(parameters) - 1;
    },
    async execute(widgetId, options) {
      const widget = widgets[widgetId];
      if (!widget) throw new Error('fake reCAPTCHA: no widget ' + widgetId);
      // text/plain keeps the cross-origin call simple (no preflight).
      const response = await fetch(${JSON.stringify(`${origin}/execute`)}, { method: 'POST', body: JSON.stringify({ sitekey: widget.sitekey, action: options.action }) });
      if (!response.ok) throw new Error('fake reCAPTCHA: execute answered ' + response.status);
      return (await response.json()).token;
    },
  };
})();
`;

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function execute(body, pageOrigin) {
  const { sitekey, action } = JSON.parse(body || '{}');
  if (sitekey !== siteKey) return [400, { error: 'unknown site key' }];
  if (typeof action !== 'string' || !/^[A-Za-z_/]+$/.test(action)) return [400, { error: 'bad action' }];
  const token = `fake-${action}-${randomBytes(12).toString('hex')}`;
  issued.set(token, { action, hostname: pageOrigin ? new URL(pageOrigin).hostname : 'localhost' });
  return [200, { token }];
}

function siteverify(body) {
  const form = new URLSearchParams(body);
  if (form.get('secret') !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  const token = form.get('response') ?? '';
  const known = issued.get(token);
  if (!known) return { success: false, 'error-codes': [token ? 'invalid-input-response' : 'missing-input-response'] };
  issued.delete(token);
  return {
    success: true,
    score: 0.9,
    action: known.action,
    hostname: known.hostname,
    challenge_ts: new Date().toISOString(),
  };
}

createServer(async (request, response) => {
  try {
    const { pathname, origin } = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'GET' && pathname === '/api.js')
      return send(response, 200, loader(origin), 'text/javascript');
    if (request.method === 'POST' && pathname === '/execute')
      return send(response, ...execute(await readBody(request), request.headers.origin));
    if (request.method === 'POST' && pathname === '/siteverify')
      return send(response, 200, siteverify(await readBody(request)));
    send(response, 404, { error: 'not found' });
  } catch (error) {
    send(response, 500, { error: String(error) });
  }
}).listen(port, '127.0.0.1', () => console.log(`fake reCAPTCHA on http://127.0.0.1:${port}`));
