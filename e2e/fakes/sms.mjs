// A local stand-in for Twilio's Messages API for the browser tests: the API sends every text to it (TWILIO_API_URL),
// and the tests read them back from GET /messages?to=<E.164> as JSON ({ to, from, body }, oldest first). It checks
// what Twilio checks first (the account in the path matches the basic-auth user, a To and a Body), and keeps texts in
// memory for the run only.
import { createServer } from 'node:http';

const port = Number(process.env.SMS_FAKE_PORT ?? 4527);
const accountSid = process.env.SMS_FAKE_ACCOUNT_SID ?? 'AC-e2e';
const authToken = process.env.SMS_FAKE_AUTH_TOKEN ?? 'e2e-token';
const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

/** Every text received, oldest first. */
const messages = [];

const answer = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    return answer(response, 200, to ? messages.filter((message) => message.to === to) : messages);
  }
  if (request.method !== 'POST' || url.pathname !== messagesPath) return answer(response, 404, { code: 20404 });
  if (request.headers.authorization !== expectedAuthorization)
    return answer(response, 401, { code: 20003, message: 'Authenticate' });
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To');
    const body = form.get('Body');
    if (!to || !body) return answer(response, 400, { code: 21604, message: "A 'To' and a 'Body' are required." });
    messages.push({ to, from: form.get('From') ?? form.get('MessagingServiceSid'), body });
    answer(response, 201, { sid: `SM${String(messages.length).padStart(32, '0')}`, status: 'queued', to, body });
  });
});

server.listen(port, '127.0.0.1');
