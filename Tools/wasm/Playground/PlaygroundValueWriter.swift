import ScrollChromeCore

/// Writes behaviour values as numbers.
struct ValueWriter: ChromeOutputVisitor, PresetChromeVisitor {
  var output: [Double]

  mutating func visitCollapsing<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome) {
    collapse(chrome)
  }

  mutating func visitPulling<Chrome: PullingChrome & ChromeOutputs>(_ chrome: Chrome) {
    pull(chrome.behavior)
  }

  mutating func collapse<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome) {
    let behavior = chrome.behavior
    output.append(behavior.collapsed)
    output.append(behavior.fraction)
    output.append(behavior.stretch)
    output.append(chrome.isAnimating ? 1 : 0)
    output.append(behavior.overlap)
    chrome.visitOutputs(&self)
  }

  mutating func pull(_ behavior: PullBehavior) {
    output.append(Double(pullStateCode(behavior.state)))
    output.append(behavior.pull)
    output.append(behavior.progress)
  }

  mutating func visit(_ name: StaticString, _ value: Double) { output.append(value) }

  mutating func visit(_ name: StaticString, _ attributes: Attributes) {
    output.append(attributes.alpha)
    output.append(attributes.translateX)
    output.append(attributes.translateY)
    output.append(attributes.scaleX)
    output.append(attributes.scaleY)
    output.append(attributes.height ?? 0)
  }

  mutating func visit(_ name: StaticString, text: String) {}
}
