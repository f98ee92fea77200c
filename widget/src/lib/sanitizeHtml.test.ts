import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('site HTML sanitising', () => {
  it('VAL-32: headings, paragraphs, links, lists and tables stay; script and other tags are removed', () => {
    const html =
      '<h2>Office hours</h2><p>Open <strong>daily</strong><script>alert(1)</script></p>' +
      '<ul><li>Main St</li></ul><table><tbody><tr><td>9-5</td></tr></tbody></table>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe><font>kept text</font>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Office hours</h2><p>Open <strong>daily</strong></p>' +
        '<ul><li>Main St</li></ul><table><tbody><tr><td>9-5</td></tr></tbody></table>kept text',
    );
  });

  it('VAL-33: only href, name, target, class, src and id are kept', () => {
    const html =
      '<a href="https://county.example/pay" target="_blank" class="x" id="a1" name="n" onclick="steal()" style="color:red" title="t">Pay</a>' +
      '<img src="/logo.png" alt="Logo" onerror="steal()">';
    expect(sanitizeHtml(html)).toBe(
      '<a href="https://county.example/pay" target="_blank" class="x" id="a1" name="n">Pay</a><img src="/logo.png">',
    );
  });

  it('VAL-33: a link or image that would run script loses its address', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="vbscript:msgbox(1)">')).toBe('<img>');
    expect(sanitizeHtml('<a href="mailto:help@county.example">mail</a>')).toBe('<a href="mailto:help@county.example">mail</a>');
  });
});
