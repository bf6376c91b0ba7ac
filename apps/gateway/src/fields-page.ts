import { cardFieldLabels } from '@chairside/domain';
import { fieldsPaths } from './fields-protocol';

const field = (name: keyof typeof cardFieldLabels, attributes: string) => `<div class="field">
<label for="${name}">${cardFieldLabels[name]}</label>
<input id="${name}" ${attributes} inputmode="numeric" spellcheck="false" autocorrect="off">
<p id="${name}-error" class="error" hidden></p>
</div>`;

/**
 * The card fields page the store embeds in an iframe: the three inputs, the brand line and the bundled script that
 * formats, checks and tokenizes (browser/card-fields.ts). Its script reads the embedding origin from the address.
 */
export const fieldsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="${fieldsPaths.styles}">
</head>
<body>
<form id="card-fields" novalidate>
${field('number', 'name="cardnumber" autocomplete="cc-number" placeholder="1234 5678 9012 3456"')}
<p id="brand" class="brand" aria-live="polite" data-testid="card-brand"></p>
<div class="pair">
${field('expiry', 'name="cc-exp" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9"')}
${field('cvc', 'name="cvc" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
</div>
</form>
<script src="${fieldsPaths.script}"></script>
</body>
</html>
`;

/**
 * Only the store's own origin may frame the fields (the origin the page was asked for, already checked against the
 * allowed ones); the page loads nothing but its own script and styles and calls nothing but its own gateway.
 */
export const fieldsPageHeaders = (parentOrigin: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});
