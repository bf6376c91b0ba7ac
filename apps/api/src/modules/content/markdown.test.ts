import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: headings with ids, lists, tables, quotes, code', () => {
    const { html, headings, wordCount } = renderMarkdown(
      [
        '# Title as h2',
        '',
        'Nitrile gloves **resist** punctures.',
        '',
        '## Sizing & fit',
        '',
        '- small',
        '- large',
        '',
        '### Sizing & fit',
        '',
        '| Size | Hand |',
        '|:-----|-----:|',
        '| S | 7 in |',
        '',
        '> Change gloves between patients.',
        '',
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        '#### Not in the index',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="title-as-h2">Title as h2</h2>');
    expect(html).toContain('<h2 id="sizing-fit">Sizing &amp; fit</h2>');
    expect(html).toContain('<h3 id="sizing-fit-2">Sizing &amp; fit</h3>');
    expect(html).toContain('<h4>Not in the index</h4>');
    expect(html).toContain('<ul>\n<li>small</li>');
    expect(html).toContain('<th align="left">Size</th>');
    expect(html).toContain('<blockquote>\n<p>Change gloves between patients.</p>\n</blockquote>');
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(headings).toEqual([
      { id: 'title-as-h2', text: 'Title as h2', level: 2 },
      { id: 'sizing-fit', text: 'Sizing & fit', level: 2 },
      { id: 'sizing-fit-2', text: 'Sizing & fit', level: 3 },
    ]);
    expect(wordCount).toBe(34);
  });

  it('marks external links noopener noreferrer and leaves site links alone', () => {
    const { html } = renderMarkdown(
      '[OSHA](https://www.osha.gov/bloodborne) and [returns](/docs/shipping-information)',
    );
    expect(html).toBe(
      '<p><a href="https://www.osha.gov/bloodborne" rel="noopener noreferrer">OSHA</a> and <a href="/docs/shipping-information">returns</a></p>',
    );
  });

  it.each([
    ['a script block', '<script>alert(1)</script>\n\nText', '<p>Text</p>'],
    ['inline tags with handlers', 'Hi <img src=x onerror=alert(1)> <b onclick="x()">there</b>', '<p>Hi  there</p>'],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>', ''],
    ['a style block', '<style>body{display:none}</style>', ''],
    ['a javascript: link', '[click](javascript:alert(1))', '<p><a>click</a></p>'],
    ['an encoded javascript: link', '[click](&#106;avascript:alert(1))', '<p><a>click</a></p>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', '<p><a>x</a></p>'],
    ['a vbscript: autolink', '<vbscript:msgbox(1)>', '<p><a>vbscript:msgbox(1)</a></p>'],
    ['a heading with a tag', '## Hello <script>x</script>world', '<h2 id="hello-xworld">Hello xworld</h2>'],
  ])('drops %s', (_name, markdown, expected) => {
    expect(renderMarkdown(markdown).html).toBe(expected);
  });

  it('keeps images from /media and https, lazily loaded, and drops all others', () => {
    const { html } = renderMarkdown(
      [
        '![Tray](/media/content/hero/infection-control.svg)',
        '![Chart](https://cdn.example.com/chart.png "Chart")',
        '![plain http](http://cdn.example.com/a.png)',
        '![other path](/api/secret.png)',
        '![traversal](/media/../admin.png)',
        '![data](data:image/svg+xml;base64,PHN2Zz4=)',
        '![js](javascript:alert(1))',
        '![protocol relative](//evil.example/a.png)',
      ].join('\n\n'),
    );
    expect(html).toBe(
      [
        '<p><img src="/media/content/hero/infection-control.svg" alt="Tray" loading="lazy" decoding="async" /></p>',
        '<p><img src="https://cdn.example.com/chart.png" alt="Chart" title="Chart" loading="lazy" decoding="async" /></p>',
        ...Array(6).fill('<p></p>'),
      ].join('\n'),
    );
  });
});
