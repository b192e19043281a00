// MARK: Internal

extension DemoPageAssets {
  /// The player's chrome drawing: `chrome(g, t, i, f, p)` moves element `g`'s parts to track `t`
  /// between frames `i` and `i + 1` (`f` of the way), by the formulas of `DemoPhone+Chrome.swift`
  /// (bars), `DemoPhone+Header.swift` (headers) and `DemoPhone+Pull.swift` (pull banners).
  static let chromeScript = """
      function clamp(x, hi) { return Math.min(hi, Math.max(0, x)); }
      function val(v, i, f) { return typeof v === 'number' ? v : sample(v, i, f); }
      function attrs(o, i, f) {
        return { a: clamp(val(o.a, i, f), 1), x: val(o.x, i, f), y: val(o.y, i, f),
          sx: val(o.sx, i, f), sy: val(o.sy, i, f), h: Math.max(0, val(o.h, i, f)) };
      }
      function xf(a, cx, cy) {
        return 'translate(' + (cx + a.x).toFixed(2) + ' ' + (cy + a.y).toFixed(2) + ') scale(' +
          a.sx.toFixed(3) + ' ' + a.sy.toFixed(3) + ') translate(' + (-cx).toFixed(2) + ' ' +
          (-cy).toFixed(2) + ')';
      }
      function flashAt(age) { return age >= 0 && age < 0.45 ? 0.85 * (1 - age / 0.45) : 0; }
      function toastAt(age) {
        if (age < 0) { return 0; }
        if (age < 0.12) { return age / 0.12; }
        return age < 1 ? 1 : Math.max(0, (1.3 - age) / 0.3);
      }
      function header(g, t, i, f) {
        var a = attrs(t.hd, i, f), h = a.h, s = t.h > 0 ? Math.max(1, h / t.h) : 1;
        g.el.setAttribute('transform', xf(a, 195, h / 2));
        g.el.setAttribute('opacity', a.a.toFixed(2));
        g.clip.setAttribute('height', h.toFixed(2));
        g.art.setAttribute('transform', 'translate(195 ' + (h - t.h * s).toFixed(2) +
          ') scale(' + s.toFixed(4) + ') translate(-195 0)');
        g.caption.setAttribute('transform', 'translate(0 ' + (h - t.h).toFixed(2) + ')');
        if (g.title) {
          var b = attrs(t.tt, i, f);
          g.title.setAttribute('transform', xf(b, 195, t.mid));
          g.title.setAttribute('opacity', b.a.toFixed(2));
        }
      }
      function banner(g, t, i, f, p) {
        var pull = Math.max(0, sample(t.c, i, f)), q = clamp(sample(t.f, i, f), 1);
        var j = f >= 0.5 && i + 1 < p.d.n ? i + 1 : i;
        g.banner.setAttribute('transform',
          'translate(0 ' + (t.bb + Math.min(pull, t.h) - t.h).toFixed(2) + ')');
        g.arrow.setAttribute('transform', 'translate(30 ' + (t.h / 2).toFixed(2) + ') rotate(' +
          (q * 180).toFixed(1) + ')');
        if (t.ti.length) {
          var text = t.tn[t.ti[Math.min(j, t.ti.length - 1)]];
          if (g.text.textContent !== text) { g.text.textContent = text; }
        }
        var age = -1, state = '';
        t.tg.forEach(function (x) {
          var at = p.ts[x[0]];
          if (at <= p.time + 1e-6) { age = p.time - at; state = x[1]; }
        });
        g.flash.setAttribute('opacity', flashAt(age).toFixed(2));
        if (g.toast) {
          g.toast.setAttribute('opacity', toastAt(age).toFixed(2));
          if (state && g.toastText) { g.toastText.textContent = 'Triggered: ' + state; }
        }
      }
      function chrome(g, t, i, f, p) {
        if (t.k === 'header') { header(g, t, i, f); return; }
        if (t.k === 'pullBanner') { banner(g, t, i, f, p); return; }
        var c = clamp(sample(t.c, i, f), t.h);
        if (t.k === 'topBar') {
          var b = t.top + t.h - c;
          g.bg.setAttribute('height', b.toFixed(2));
          g.edge.setAttribute('y', (b - (t.o ? 2 : 0.75)).toFixed(2));
          g.clip.setAttribute('height', (t.h - c).toFixed(2));
          var q = clamp(sample(t.f, i, f), 1), m = t.top + t.h / 2;
          g.items.setAttribute('transform', 'translate(195 ' + (m - c / 2).toFixed(2) +
            ') scale(' + (1 - 0.4 * q).toFixed(3) + ') translate(-195 ' + (-m).toFixed(2) + ')');
          g.items.setAttribute('opacity', (1 - q).toFixed(2));
        } else {
          g.el.setAttribute('transform', 'translate(0 ' + c.toFixed(2) + ')');
        }
        if (t.o && g.edge) {
          g.edge.setAttribute('fill-opacity', (0.35 * clamp(sample(t.o, i, f), 1)).toFixed(3));
        }
      }

    """
}
