"""Plain SVG charts (no plotting library on either machine): grouped bars
and lines over a log2 or linear y axis."""
import math
from xml.sax.saxutils import escape

COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
          "#8c564b", "#e377c2", "#7f7f7f"]


class _Axis:
    """Maps values to y pixels; log2 when `log`."""

    def __init__(self, lo, hi, top, bottom, log):
        self.log = log
        if log:
            lo, hi = math.floor(math.log2(lo)), math.ceil(math.log2(hi))
            if lo == hi:
                hi += 1
        elif lo == hi:
            hi = lo + 1
        self.lo, self.hi, self.top, self.bottom = lo, hi, top, bottom

    def y(self, v):
        if self.log:
            v = math.log2(max(v, 2.0 ** self.lo))
        f = (v - self.lo) / (self.hi - self.lo)
        return self.bottom - f * (self.bottom - self.top)

    def ticks(self):
        if self.log:
            return [2.0 ** e for e in range(int(self.lo), int(self.hi) + 1)]
        step = (self.hi - self.lo) / 5
        return [self.lo + i * step for i in range(6)]


def _frame(width, height, title, axis, left, right, ylabel):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
           f'height="{height}" font-family="sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="18" text-anchor="middle" '
           f'font-size="14">{escape(title)}</text>',
           f'<text x="14" y="{(axis.top + axis.bottom) / 2}" '
           f'transform="rotate(-90 14 {(axis.top + axis.bottom) / 2})" '
           f'text-anchor="middle">{escape(ylabel)}</text>']
    for t in axis.ticks():
        y = axis.y(t)
        label = f"{t:g}" if axis.log else f"{t:.2f}"
        out.append(f'<line x1="{left}" x2="{right}" y1="{y:.1f}" '
                   f'y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 4}" y="{y + 4:.1f}" '
                   f'text-anchor="end">{label}</text>')
    return out


def _legend(out, names, x, y):
    for i, name in enumerate(names):
        c = COLORS[i % len(COLORS)]
        out.append(f'<rect x="{x}" y="{y + 14 * i}" width="10" height="10" '
                   f'fill="{c}"/>')
        out.append(f'<text x="{x + 14}" y="{y + 9 + 14 * i}">'
                   f'{escape(name)}</text>')


def bars(title, labels, series, ylabel, ref_line=1.0):
    """Grouped bars on a log2 axis: `series` is [(name, [value or None])],
    one value per label; None (a failure) is drawn as a red cross at the
    reference line."""
    values = [v for _, vs in series for v in vs if v]
    lo = min(values + [ref_line]) if values else 0.5
    hi = max(values + [ref_line * 2]) if values else 2
    group = 14 * len(series) + 8
    left, top, bottom = 60, 40, 300
    right = left + max(len(labels), 1) * group + 10
    width, height = right + 150, bottom + 190
    axis = _Axis(lo, hi, top, bottom, log=True)
    out = _frame(width, height, title, axis, left, right, ylabel)
    y1 = axis.y(ref_line)
    for i, label in enumerate(labels):
        x0 = left + 5 + i * group
        for j, (_, vs) in enumerate(series):
            x = x0 + 14 * j
            v = vs[i]
            if v:
                y = axis.y(v)
                out.append(f'<rect x="{x}" y="{min(y, y1):.1f}" width="12" '
                           f'height="{abs(y1 - y):.1f}" '
                           f'fill="{COLORS[j % len(COLORS)]}"/>')
            else:
                out.append(f'<text x="{x + 6}" y="{y1 + 4:.1f}" '
                           f'text-anchor="middle" fill="red">x</text>')
        lx = x0 + group / 2
        out.append(f'<text x="{lx:.1f}" y="{bottom + 8}" '
                   f'transform="rotate(60 {lx:.1f} {bottom + 8})" '
                   f'font-size="9">{escape(label)}</text>')
    out.append(f'<line x1="{left}" x2="{right}" y1="{y1:.1f}" y2="{y1:.1f}" '
               f'stroke="black"/>')
    _legend(out, [n for n, _ in series], right + 10, top)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def lines(title, series, xlabel, ylabel, log=False, xs=None):
    """Lines with markers: `series` is [(name, [y...])] over x = 1, 2, ...
    (or over `xs`, fractions in [0, 1], for a distribution)."""
    values = [v for _, vs in series for v in vs if v]
    lo = min(values) if values else 1.0
    hi = max(values) if values else 2.0
    if log:
        lo, hi = min(lo, 1.0), max(hi, 1.0)
    n = max((len(vs) for _, vs in series), default=1)
    left, top, bottom, right = 60, 40, 300, 520
    width, height = right + 170, bottom + 50
    axis = _Axis(lo, hi, top, bottom, log=log)
    out = _frame(width, height, title, axis, left, right, ylabel)

    def px(i, count):
        if xs is not None:
            f = (i + 0.5) / count
        else:
            f = i / max(n - 1, 1)
        return left + 10 + f * (right - left - 20)

    for i in range(n):
        label = str(i + 1) if xs is None else None
        if label:
            out.append(f'<text x="{px(i, n):.1f}" y="{bottom + 16}" '
                       f'text-anchor="middle">{label}</text>')
    out.append(f'<text x="{(left + right) / 2}" y="{bottom + 36}" '
               f'text-anchor="middle">{escape(xlabel)}</text>')
    for j, (_, vs) in enumerate(series):
        c = COLORS[j % len(COLORS)]
        pts = [(px(i, len(vs)), axis.y(v)) for i, v in enumerate(vs) if v]
        if len(pts) > 1:
            d = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
            out.append(f'<polyline points="{d}" fill="none" stroke="{c}" '
                       f'stroke-width="2"/>')
        for x, y in pts:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" '
                       f'fill="{c}"/>')
    _legend(out, [n for n, _ in series], right + 10, top)
    out.append("</svg>")
    return "\n".join(out) + "\n"
