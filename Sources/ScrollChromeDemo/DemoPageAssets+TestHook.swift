// MARK: Internal

extension DemoPageAssets {
  /// The player's test hook, `window.scrollchromeDemo`: the contract the browser tests
  /// (`Tools/browser/demo-test.mjs`) rely on, written out in the page's source.
  ///
  /// It changes nothing until it is called: the page looks and plays the same for a person.
  /// `seek` pauses every player and draws one recorded frame exactly (no interpolation between
  /// frames, no animation running), and returns that frame's values from the card's embedded
  /// data: the numbers the Swift side recorded from the engine, never read back from the drawing.
  static let testHookScript = """
      /*
        Contract for automated tests (stable): window.scrollchromeDemo
        - ready: a Promise resolved once every player is set up.
        - scenes(): one object per playable card, in page order:
          {scene, id (the card's element id), title, frames, chrome: [{name, kind}]}.
        - pause(): pauses every player (no requestAnimationFrame drawing continues).
        - seek(scene, frame): pauses every player, draws card `scene` exactly at recorded frame
          `frame` (clamped to the recording) and returns that frame's recorded engine values:
          {scene, frame, t (s from the first frame), offset (pt), statusBar (pt),
          chrome: [{name, kind, height, collapsed, fraction, …}]} where a topBar or bottomBar adds
          visibleHeight (height − collapsed: below the status bar, or up from the screen's bottom
          edge) and, drawn with a scroll edge, overlap (0…1: its hairline, 2 points of black
          inside the bar's edge, shows at opacity 0.35 × overlap); a header adds barBottom,
          headerHeight, translateX, translateY, scaleX, scaleY and alpha (its picture's effect
          attributes); a pullBanner adds barBottom, pull (pt past the
          resting top), progress, state, visibleHeight (min(pull, height)) and trigger, the latest
          trigger at or before the frame ({state, age (s)}, or null), while which it flashes.
        - values(scene, frame): what seek returns, without drawing or pausing anything.
        The phone is an SVG in points: its viewBox starts 4 points left of the body and the
        screen's top-left corner is at (14, 14) of the body.
      */
      function recorded(p, frame) {
        var d = p.d, at = function (a) { return a.length ? a[Math.min(frame, a.length - 1)] : 0; };
        return {
          scene: players.indexOf(p), frame: frame, t: p.ts[frame] - p.ts[0], offset: d.y[frame],
          statusBar: d.ch.length ? d.ch[0].top : 47,
          chrome: d.ch.map(function (t) {
            var e = { name: t.n, kind: t.k, height: t.h, collapsed: at(t.c), fraction: at(t.f) };
            if (t.k === 'topBar' || t.k === 'bottomBar') {
              e.visibleHeight = t.h - clamp(e.collapsed, t.h);
              if (t.o) { e.overlap = at(t.o); }
            } else if (t.k === 'header') {
              var a = attrs(t.hd, frame, 0);
              e.barBottom = t.bb; e.headerHeight = a.h; e.translateX = a.x; e.translateY = a.y;
              e.scaleX = a.sx; e.scaleY = a.sy; e.alpha = a.a;
            } else if (t.k === 'pullBanner') {
              e.barBottom = t.bb; e.pull = Math.max(0, e.collapsed); e.progress = e.fraction;
              e.state = t.si.length ? t.sn[at(t.si)] : 'normal';
              e.visibleHeight = Math.min(e.pull, t.h);
              e.trigger = null;
              t.tg.forEach(function (x) {
                if (x[0] <= frame) { e.trigger = { state: x[1], age: p.ts[frame] - p.ts[x[0]] }; }
              });
            }
            return e;
          })
        };
      }
      function pauseAll() {
        players.forEach(function (p) { setPlaying(p, false); p.hold = 0; });
      }
      function player(scene) {
        var p = players[scene];
        if (!p) { throw new RangeError('no scene ' + scene); }
        return p;
      }
      function frameOf(p, frame) {
        return Math.max(0, Math.min(p.d.n - 1, Math.floor(Number(frame) || 0)));
      }
      window.scrollchromeDemo = {
        ready: Promise.resolve(true),
        scenes: function () {
          return players.map(function (p, s) {
            var heading = p.card.querySelector('h2');
            return { scene: s, id: p.card.id, title: heading ? heading.textContent : '',
              frames: p.d.n, chrome: p.d.ch.map(function (t) { return { name: t.n, kind: t.k }; }) };
          });
        },
        pause: pauseAll,
        values: function (scene, frame) {
          var p = player(scene);
          return recorded(p, frameOf(p, frame));
        },
        seek: function (scene, frame) {
          var p = player(scene), i = frameOf(p, frame);
          pauseAll();
          p.time = p.ts[i];
          draw(p);
          return recorded(p, i);
        }
      };

    """
}
