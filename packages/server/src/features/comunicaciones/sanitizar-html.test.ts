import { describe, expect, it } from 'vitest';
import { sanitizarHtml, tieneContenidoVisible } from './sanitizar-html.ts';

describe('sanitizarHtml', () => {
  it('keeps the allowed formatting and text', () => {
    const html =
      '<h2>Novedades</h2><p>Ahora con <strong>Tito</strong> y <em>más</em>:</p><ul><li>uno</li></ul>';
    expect(sanitizarHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms and comments with their content', () => {
    const limpio = sanitizarHtml(
      '<p>Hola</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.co"></iframe>' +
        '<form><input name="a"><button>Enviar</button></form><!-- nota --><svg><script>alert(2)</script></svg>',
    );
    expect(limpio).toBe('<p>Hola</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizarHtml('<p onclick="robar()" style="position:fixed" class="x">Texto</p>')).toBe(
      '<p>Texto</p>',
    );
    expect(sanitizarHtml('<img src="https://cdn.co/a.png" onerror="robar()" alt="Logo">')).toBe(
      '<img src="https://cdn.co/a.png" alt="Logo" />',
    );
  });

  it('keeps only http(s) and mailto links, opened apart from the app', () => {
    expect(sanitizarHtml('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizarHtml('<a href="data:text/html,x">b</a>')).toBe('<a>b</a>');
    expect(sanitizarHtml('<a href="https://expedientedigital.co">c</a>')).toBe(
      '<a href="https://expedientedigital.co" target="_blank" rel="noopener noreferrer">c</a>',
    );
  });

  it('refuses obfuscated script addresses and parser tricks', () => {
    expect(sanitizarHtml('<a href="java&#x09;script:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizarHtml('<a href="//evil.co/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizarHtml('<p title="x" onmouseover=alert(1)>t</p>')).toBe('<p>t</p>');
    expect(sanitizarHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe(
      '',
    );
  });

  it('drops images that are not https', () => {
    expect(sanitizarHtml('<p>x<img src="http://a.co/i.png"><img src="javascript:alert(1)"></p>')).toBe(
      '<p>x</p>',
    );
  });

  it('unwraps unknown elements but keeps their text, escaped', () => {
    expect(sanitizarHtml('<table><tr><td>1 &lt; 2</td></tr></table><marquee>hola</marquee>')).toBe(
      '1 &lt; 2hola',
    );
    expect(sanitizarHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('tieneContenidoVisible', () => {
  it('is false when nothing visible survives', () => {
    expect(tieneContenidoVisible(sanitizarHtml('<script>alert(1)</script><p>  </p>'))).toBe(false);
    expect(tieneContenidoVisible(sanitizarHtml('<p>Hola</p>'))).toBe(true);
    expect(tieneContenidoVisible(sanitizarHtml('<img src="https://a.co/i.png">'))).toBe(true);
  });
});
