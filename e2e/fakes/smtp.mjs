// A local mail server for the browser tests: the API delivers every mail to it over SMTP (its SMTP_URL), and the
// tests read them back from GET /mails?to=<address> as JSON ({ to, subject, text }, oldest first). Mails live in
// memory for the run only.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_FAKE_PORT ?? 4525);
const httpPort = Number(process.env.SMTP_FAKE_HTTP_PORT ?? 4526);

/** Every mail received: its envelope recipients, subject and decoded text. */
const mails = [];

/** Header fields of a message, unfolded, by lower-case name. */
function headersOf(head) {
  const fields = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

/** The body as text, for the transfer encodings nodemailer uses for a plain-text mail. */
function decodeBody(body, encoding = '7bit') {
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding.toLowerCase() !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw, recipients) {
  const split = raw.search(/\r?\n\r?\n/);
  const fields = headersOf(raw.slice(0, split));
  if (!(fields.get('content-type') ?? 'text/plain').startsWith('text/plain'))
    throw new Error('the fake SMTP server reads plain-text mails only');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return {
    to: recipients,
    subject: fields.get('subject') ?? '',
    text: decodeBody(body, fields.get('content-transfer-encoding')).replace(/\r\n/g, '\n').trimEnd(),
  };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      try {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), recipients));
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
}).listen(httpPort, '127.0.0.1', () =>
  console.log(`fake SMTP on ${smtpPort}, its mails on http://127.0.0.1:${httpPort}`),
);
