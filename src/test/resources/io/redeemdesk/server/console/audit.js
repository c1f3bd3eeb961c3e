// What a page does against WCAG AA: every visible text's contrast against its effective background (4.5:1, or
// 3:1 for large text), every form control's label, and horizontal scrolling. Answers
// {focusable, worst, ratio, failures, controls}; it numbers each focusable control (data-tab-n) for focus.js.
function parse(c) {
  const m = c && c.match(/rgba?\(([^)]+)\)/);
  if (!m) { return null; }
  const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
  return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
}
function over(top, bottom) {
  const a = top.a;
  return {r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1};
}
function luminance(c) {
  const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}
function ratio(a, b) {
  const x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function background(el) {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) { layers.push(c); if (c.a >= 1) { break; } }
  }
  let bg = {r: 255, g: 255, b: 255, a: 1};
  for (let i = layers.length - 1; i >= 0; i--) { bg = over(layers[i], bg); }
  return bg;
}
function visible(el) {
  const s = getComputedStyle(el), r = el.getBoundingClientRect();
  return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 1 && r.height > 1
      && !(r.right < 0 || r.bottom < 0);
}
function describe(el) {
  const text = (el.value !== undefined && el.tagName !== 'BUTTON' && el.tagName !== 'LI' ? el.value : el.textContent)
      .trim().replace(/\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className ? '.' + String(el.className).split(' ')[0] : '')
      + ' "' + text + '"';
}
function ownText(el) {
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) { return el.type !== 'hidden' && String(el.value || el.placeholder || '').trim() !== ''; }
  return Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim() !== '');
}
function labelled(el) {
  if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.closest('label')) { return true; }
  return el.id !== '' && document.querySelector('label[for="' + CSS.escape(el.id) + '"]') !== null;
}
const failures = [];
let worst = {ratio: 99, what: ''};
for (const el of document.querySelectorAll('body *')) {
  if (!ownText(el) || !visible(el) || el.closest('.visually-hidden, .skip')) { continue; }
  const s = getComputedStyle(el);
  const bg = background(el);
  const fg = over(parse(s.color), bg);
  const size = parseFloat(s.fontSize), bold = parseInt(s.fontWeight, 10) >= 700;
  const large = size >= 24 || (size >= 18.66 && bold);
  const r = ratio(fg, bg);
  const what = describe(el) + ' ' + s.color + ' on ' + `rgb(${Math.round(bg.r)}, ${Math.round(bg.g)}, ${Math.round(bg.b)})`;
  if (r < worst.ratio) { worst = {ratio: r, what: what}; }
  if (r < (large ? 3 : 4.5)) { failures.push('contrast ' + r.toFixed(2) + ':1 of ' + what); }
}
let controls = 0;
for (const el of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
  controls++;
  if (!labelled(el)) { failures.push('no label for ' + describe(el)); }
}
for (const el of document.querySelectorAll('button, a[href]')) {
  if (visible(el) && el.textContent.trim() === '' && !el.getAttribute('aria-label')) { failures.push('no name for ' + describe(el)); }
}
let focusable = 0;
for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea')) {
  if (visible(el) && !el.disabled && el.getAttribute('tabindex') !== '-1') { el.dataset.tabN = String(focusable++); }
}
const root = document.documentElement;
if (root.scrollWidth > root.clientWidth) { failures.push('scrolls sideways: ' + root.scrollWidth + ' px wide in ' + root.clientWidth); }
return {focusable: focusable, worst: worst.ratio.toFixed(2) + ':1 ' + worst.what, ratio: worst.ratio, failures: failures, controls: controls};
