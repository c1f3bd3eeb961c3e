// The element that has the keyboard's focus: a key naming it, and whether its focus ring is visible (an outline of
// at least 2 px, of 3:1 against the background around it); or null when the focus is on the page itself.
const el = document.activeElement;
if (!el || el === document.body || el === document.documentElement) { return null; }
function parse(c) {
  const m = c && c.match(/rgba?\(([^)]+)\)/);
  if (!m) { return null; }
  const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
  return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
}
function luminance(c) {
  const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}
let bg = {r: 255, g: 255, b: 255};
for (let e = el.parentElement; e; e = e.parentElement) {
  const c = parse(getComputedStyle(e).backgroundColor);
  if (c && c.a >= 1) { bg = c; break; }
}
const s = getComputedStyle(el);
const ring = parse(s.outlineColor);
const x = luminance(ring || bg), y = luminance(bg);
const contrast = (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
const shown = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && contrast >= 3;
const key = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' ' + (el.getAttribute('href') || el.getAttribute('name') || '')
    + ' "' + (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30) + '"';
return {n: el.dataset.tabN === undefined ? -1 : Number(el.dataset.tabN), key: key, ring: shown, contrast: contrast.toFixed(2)};
