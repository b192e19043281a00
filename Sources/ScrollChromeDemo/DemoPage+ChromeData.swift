import ScrollChromeCore

// MARK: Internal

/// The chrome's part of a card's player data (`"ch"`), one object per element in chrome order.
///
/// Every element has its name `n`, kind `k`, the status bar's height `top`, its full height `h`,
/// its collapsed points `c` and fractions `f` (a pull banner: pull points and progress), one value
/// per frame. A bar that draws its scroll edge adds its overlaps `o`, one per frame. A header adds
/// the navigation bar's bottom `bb`, the title's centre `mid` and its attributes `hd` (picture)
/// and `tt` (title), each `{a, x, y, sx, sy, h}` where a member is one number when it never
/// changes. A pull banner adds `bb`, its state names `sn` and per-frame
/// indices `si`, its texts `tn` and per-frame indices `ti`, and its triggers `tg`, each
/// `[frame, state]`.
extension DemoPhone {
  /// Appends `,"ch":[…]`.
  ///
  /// - Parameter out: The buffer to append to.
  func appendChromeData(to out: inout String) {
    let count = recording.frames.count
    out += ",\"ch\":["
    for (index, element) in recording.chrome.enumerated() {
      if index > 0 { out += "," }
      out += "{\"n\":"
      DemoFormat.appendJSONString(element.name, to: &out)
      out += ",\"k\":"
      DemoFormat.appendJSONString(element.kind.rawValue, to: &out)
      out += ",\"top\":"
      DemoFormat.appendCompact(DemoRecording.statusBarHeight, decimals: 2, to: &out)
      out += ",\"h\":"
      DemoFormat.appendCompact(element.drawnHeight, decimals: 2, to: &out)
      out += ",\"c\":"
      appendNumbers(min(count, element.collapsed.count), decimals: 2, to: &out) {
        element.drawnCollapsed(at: $0)
      }
      out += ",\"f\":"
      appendNumbers(min(count, element.fractions.count), decimals: 2, to: &out) {
        element.drawnFraction(at: $0)
      }
      switch element.kind {
      case .topBar, .bottomBar:
        guard element.drawsScrollEdge else { break }
        out += ",\"o\":"
        appendNumbers(min(count, element.overlaps.count), decimals: 2, to: &out) {
          element.drawnOverlap(at: $0)
        }
      case .header: appendHeaderData(element, to: &out)
      case .pullBanner: appendPullData(element, to: &out)
      }
      out += "}"
    }
    out += "]"
  }

  // MARK: Private

  private func appendHeaderData(_ element: DemoChrome, to out: inout String) {
    out += ",\"bb\":"
    DemoFormat.appendCompact(barBottom, decimals: 2, to: &out)
    out += ",\"mid\":"
    DemoFormat.appendCompact(titleMiddle, decimals: 2, to: &out)
    let count = recording.frames.count
    out += ",\"hd\":"
    appendAttributes(min(count, element.headerAttributes.count), to: &out) {
      element.headerAttributes(at: $0)
    }
    out += ",\"tt\":"
    appendAttributes(min(count, element.titleAttributes.count), to: &out) {
      element.titleAttributes(at: $0)
    }
  }

  /// `{"a":…,"x":…,"y":…,"sx":…,"sy":…,"h":…}`: each member an array, or one number when every
  /// frame has the same value (the identity's when there are no frames); two decimals at most.
  private func appendAttributes(
    _ count: Int, to out: inout String, value: (Int) -> Attributes
  ) {
    let members: [(String, (Attributes) -> Double)] = [
      ("a", \.alpha), ("x", \.translateX), ("y", \.translateY), ("sx", \.scaleX),
      ("sy", \.scaleY), ("h", { $0.height ?? 0 }),
    ]
    let identity = Attributes()
    for (number, (key, read)) in members.enumerated() {
      out += number == 0 ? "{\"\(key)\":" : ",\"\(key)\":"
      let first = DemoFormat.compact(count > 0 ? read(value(0)) : read(identity), decimals: 2)
      if (0..<count).allSatisfy({ DemoFormat.compact(read(value($0)), decimals: 2) == first }) {
        out += first
      } else {
        appendNumbers(count, decimals: 2, to: &out) { read(value($0)) }
      }
    }
    out += "}"
  }

  private func appendPullData(_ element: DemoChrome, to out: inout String) {
    out += ",\"bb\":"
    DemoFormat.appendCompact(barBottom, decimals: 2, to: &out)
    let count = recording.frames.count
    for (names, indices, source) in [
      ("sn", "si", Array(element.states.prefix(count))),
      ("tn", "ti", Array(element.texts.prefix(count))),
    ] {
      var table: [String] = []
      var lookup: [String: Int] = [:]
      var positions: [Int] = []
      for text in source {
        if let position = lookup[text] {
          positions.append(position)
        } else {
          lookup[text] = table.count
          positions.append(table.count)
          table.append(text)
        }
      }
      out += ",\"\(names)\":["
      for (position, text) in table.enumerated() {
        if position > 0 { out += "," }
        DemoFormat.appendJSONString(text, to: &out)
      }
      out += "],\"\(indices)\":"
      appendNumbers(positions.count, decimals: 0, to: &out) { Double(positions[$0]) }
    }
    out += ",\"tg\":["
    for (position, trigger) in recording.triggers.enumerated() {
      out += position > 0 ? ",[\(trigger.index)," : "[\(trigger.index),"
      DemoFormat.appendJSONString(trigger.state, to: &out)
      out += "]"
    }
    out += "]"
  }
}
