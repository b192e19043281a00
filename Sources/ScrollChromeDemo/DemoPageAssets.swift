// MARK: Internal

/// The demo page's inline style sheet and player script.
///
/// The script reads each card's `sc-data` JSON (see `appendData` in `DemoPage.swift`): frame times
/// in milliseconds (`ms`), offsets (`y`), velocities (`v`), phase indices (`p`) into `phases`,
/// series values (`s`), the chart's axis maps (`tx`, `oy`, `vy`, `sy`, each
/// `[lower, upper, start, end]`) and the scroll indicator's track (`ind`, the formula of
/// `DemoPhone.indicator(at:)`), the finger's drag stretches (`touch`, each
/// `[first, last, anchor]`, drawn at `anchor − offset` clamped to `tr`), and the chrome tracks
/// (`ch`, each with its name `n`, kind `k`, status bar height `top`, full height `h`, collapsed
/// points `c` and fractions `f`; drawn by the formulas of `DemoPhone+Chrome.swift`).
enum DemoPageAssets {
  /// The page's CSS: system fonts, light cards, a responsive two-column stage.
  static let style = """
    :root{color-scheme:light;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#f4f6f9;\
    --accent:#2563eb}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.55 -apple-system,\
    BlinkMacSystemFont,"Segoe UI",system-ui,Roboto,"Helvetica Neue",Arial,sans-serif;\
    -webkit-font-smoothing:antialiased}
    .sc-page{max-width:1120px;margin:0 auto;padding:44px 24px 56px}
    .sc-hero h1{font-size:32px;line-height:1.15;letter-spacing:-.02em;margin:0 0 10px}
    .sc-hero p{margin:0;color:var(--muted);max-width:78ch}
    .sc-note{background:#fff7e6;border:1px solid #fde7b0;border-radius:10px;padding:8px 12px;\
    margin-top:14px;color:#92400e}
    .sc-toc ol{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:18px 0 0;padding:0}
    .sc-toc a{display:inline-block;padding:4px 12px;border:1px solid var(--line);\
    border-radius:999px;background:#fff;color:var(--ink);text-decoration:none;font-size:13px}
    .sc-toc a:hover{border-color:var(--accent);color:var(--accent)}
    .sc-card{background:#fff;border:1px solid var(--line);border-radius:18px;margin-top:28px;\
    padding:24px 28px 20px;box-shadow:0 1px 2px rgba(15,23,42,.04),0 10px 30px rgba(15,23,42,.06)}
    .sc-card h2{font-size:20px;letter-spacing:-.01em;margin:0}
    .sc-caption{margin:2px 0 0;color:var(--muted)}
    .sc-stage{display:grid;grid-template-columns:minmax(170px,230px) 1fr;gap:32px;\
    align-items:center;margin-top:18px}
    .sc-phone,.sc-chart{display:block;width:100%;height:auto}
    .sc-phone{filter:drop-shadow(0 12px 20px rgba(15,23,42,.2))}
    .sc-controls{display:flex;align-items:center;gap:16px;margin-top:18px;padding-top:14px;\
    border-top:1px solid var(--line)}
    .sc-play{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-width:92px;\
    padding:7px 16px 7px 14px;border:0;border-radius:999px;background:var(--accent);color:#fff;\
    font:inherit;font-size:14px;font-weight:600;cursor:pointer}
    .sc-play:hover{background:#1d4ed8}
    .sc-play:focus-visible,.sc-scrub:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
    .sc-icon{width:0;height:0;border-left:10px solid currentColor;\
    border-top:6px solid transparent;border-bottom:6px solid transparent}
    .sc-play.is-playing .sc-icon{width:10px;height:12px;border:0;\
    background:linear-gradient(90deg,currentColor 0 35%,transparent 35% 65%,currentColor 65%)}
    .sc-scrub{flex:1;min-width:120px;accent-color:var(--accent)}
    .sc-readout{min-width:21em;color:var(--muted);font-size:13px;white-space:nowrap;\
    font-variant-numeric:tabular-nums}
    .sc-summary{margin:10px 0 0;color:var(--muted);font-size:13px;font-variant-numeric:tabular-nums}
    .sc-footer{margin-top:32px;color:var(--muted);font-size:13px}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#e9edf3;\
    padding:1px 5px;border-radius:5px}
    @media (max-width:760px){.sc-stage{grid-template-columns:1fr}.sc-phone-wrap{width:210px;\
    margin:0 auto}.sc-controls{flex-wrap:wrap}.sc-readout{min-width:0;white-space:normal}\
    .sc-card{padding:20px 16px}}

    """

  /// The player: one `requestAnimationFrame` loop over every card, looping with a short hold, and
  /// the test hook `window.scrollchromeDemo` (`DemoPageAssets+TestHook.swift`).
  static let script = scriptStart + chromeScript + scriptEnd + testHookScript + "})();\n"

  /// The player's helpers: number formatting, interpolation and frame lookup.
  private static let scriptStart = """
    (function () {
      'use strict';
      var reduce = !!(window.matchMedia &&
        window.matchMedia('(prefers-reduced-motion: reduce)').matches);
      var players = [];
      var running = false;
      var last = 0;
      function num(x, d) {
        var s = x.toFixed(d);
        if (Number(s) === 0) { s = (0).toFixed(d); }
        return s.replace('-', '\\u2212');
      }
      function lin(m, value) { return m[2] + (value - m[0]) * (m[3] - m[2]) / (m[1] - m[0]); }
      function lerp(a, i, f) { return i + 1 < a.length ? a[i] + (a[i + 1] - a[i]) * f : a[i]; }
      function locate(ts, t) {
        var lo = 0, hi = ts.length - 1;
        if (t <= ts[0]) { return [0, 0]; }
        if (t >= ts[hi]) { return [hi, 0]; }
        while (hi - lo > 1) {
          var mid = (lo + hi) >> 1;
          if (ts[mid] <= t) { lo = mid; } else { hi = mid; }
        }
        return [lo, (t - ts[lo]) / (ts[hi] - ts[lo])];
      }
      function sample(a, i, f) {
        if (!a.length) { return 0; }
        var j = Math.min(i, a.length - 1);
        return lerp(a, j, j === i ? f : 0);
      }

    """

  /// The player's drawing, timing, controls and setup.
  private static let scriptEnd = """
      function draw(p) {
        var d = p.d, at = locate(p.ts, p.time), i = at[0], f = at[1];
        var y = lerp(d.y, i, f), v = lerp(d.v, i, f);
        p.content.setAttribute('transform', 'translate(0 ' + (-y).toFixed(2) + ')');
        if (p.indicator && d.ind) {
          var k = d.ind, over = Math.max(0, k[3] - y, y - k[4]);
          var h = Math.max(8, k[2] - over);
          var q = Math.min(1, Math.max(0, (y - k[3]) / (k[4] - k[3])));
          p.indicator.setAttribute('y', (k[0] + q * (k[1] - h)).toFixed(2));
          p.indicator.setAttribute('height', h.toFixed(2));
        }
        if (p.touch) {
          var down = null;
          d.touch.forEach(function (g) { if (g[0] <= i && i <= g[1]) { down = g; } });
          if (down) {
            p.touch.setAttribute('cy', Math.min(d.tr[1], Math.max(d.tr[0], down[2] - y)).toFixed(2));
          }
          p.touch.setAttribute('visibility', down ? 'visible' : 'hidden');
        }
        var x = lin(d.tx, p.time * 1000);
        p.cursor.setAttribute('transform', 'translate(' + x.toFixed(2) + ' 0)');
        p.dotOffset.setAttribute('cy', lin(d.oy, y).toFixed(2));
        p.dotVelocity.setAttribute('cy', lin(d.vy, v).toFixed(2));
        for (var s = 0; s < p.dotSeries.length && s < d.s.length; s++) {
          if (!d.s[s].length) { continue; }
          p.dotSeries[s].setAttribute('cy', lin(d.sy, clamp(sample(d.s[s], i, f), 1)).toFixed(2));
        }
        var text = num(p.time - p.ts[0], 2) + ' s \\u00b7 ' + d.phases[d.p[i]] +
          ' \\u00b7 offset ' + num(y, 1) + ' pt \\u00b7 ' + num(v, 0) + ' pt/s';
        for (var k = 0; k < p.chrome.length && k < d.ch.length; k++) {
          if (p.chrome[k].el) { chrome(p.chrome[k], d.ch[k], i, f, p); }
          text += ' \\u00b7 ' + d.ch[k].n + ' ' + (d.ch[k].k === 'pullBanner'
            ? d.ch[k].sn[d.ch[k].si[Math.min(i, d.ch[k].si.length - 1)]] + ' ' +
              num(Math.max(0, sample(d.ch[k].c, i, f)), 0) + ' pt'
            : num(clamp(sample(d.ch[k].f, i, f), 1), 2));
        }
        var frame = f >= 0.5 && i + 1 < d.n ? i + 1 : i;
        if (String(frame) !== p.scrub.value) { p.scrub.value = String(frame); }
        p.readout.textContent = text;
      }
      function tick(now) {
        var dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
        var any = false;
        last = now;
        players.forEach(function (p) {
          if (!p.playing) { return; }
          any = true;
          if (!p.visible) { return; }
          if (p.hold > 0) {
            p.hold -= dt;
            if (p.hold > 0) { return; }
            p.time = p.ts[0];
          } else {
            p.time += dt;
            if (p.time >= p.end) { p.time = p.end; p.hold = 1.2; }
          }
          draw(p);
        });
        if (any) { requestAnimationFrame(tick); } else { running = false; }
      }
      function setPlaying(p, on) {
        p.playing = on;
        p.button.classList.toggle('is-playing', on);
        p.label.textContent = on ? 'Pause' : 'Play';
        if (on && !running) { running = true; last = 0; requestAnimationFrame(tick); }
      }
      function setup(card) {
        var data = card.querySelector('.sc-data');
        if (!data) { return; }
        var d = JSON.parse(data.textContent);
        if (!d.n) { return; }
        var ts = d.ms.map(function (ms) { return ms / 1000; });
        var q = function (selector) { return card.querySelector(selector); };
        var p = {
          card: card, d: d, ts: ts, time: ts[0], end: ts[ts.length - 1], hold: 0,
          playing: false, visible: true, content: q('.sc-content'), indicator: q('.sc-indicator'),
          touch: q('.sc-touch'),
          cursor: q('.sc-cursor'), dotOffset: q('.sc-dot-offset'),
          dotVelocity: q('.sc-dot-velocity'),
          dotSeries: card.querySelectorAll('.sc-dot-series'), button: q('.sc-play'),
          label: q('.sc-label'), scrub: q('.sc-scrub'), readout: q('.sc-readout')
        };
        p.button.addEventListener('click', function () {
          if (!p.playing && p.hold > 0) { p.hold = 0; p.time = p.ts[0]; }
          setPlaying(p, !p.playing);
        });
        p.scrub.addEventListener('input', function () {
          setPlaying(p, false);
          p.hold = 0;
          p.time = p.ts[Math.min(p.ts.length - 1, Number(p.scrub.value) || 0)];
          p.scrub.setAttribute('aria-valuetext', num(p.time - p.ts[0], 2) + ' s');
          draw(p);
        });
        p.chrome = d.ch.map(function (t, k) {
          var key = '[data-ch="' + k + '"]';
          var el = card.querySelector('.sc-chrome' + key);
          var part = function (name) { return el && el.querySelector('.sc-chrome-' + name); };
          var own = function (name) { return card.querySelector('.sc-chrome-' + name + key); };
          var toast = own('toast');
          return { el: el, bg: part('bg'), edge: part('edge'), clip: part('clip'),
            items: part('items'), art: part('art'), caption: part('caption'),
            banner: part('banner'), arrow: part('arrow'), text: part('text'), flash: part('flash'),
            title: own('title'), toast: toast,
            toastText: toast && toast.querySelector('.sc-chrome-toast-text') };
        });
        card.scPlayer = p;
        players.push(p);
        draw(p);
        setPlaying(p, !reduce);
      }
      Array.prototype.forEach.call(document.querySelectorAll('.sc-card'), setup);
      if ('IntersectionObserver' in window) {
        var observer = new IntersectionObserver(function (entries) {
          entries.forEach(function (entry) {
            if (entry.target.scPlayer) { entry.target.scPlayer.visible = entry.isIntersecting; }
          });
        });
        players.forEach(function (p) { observer.observe(p.card); });
      }

    """
}
