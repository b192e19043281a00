/// Running chrome that reports its own outputs, beyond its behaviour's, by name.
package protocol ChromeOutputs {
  /// Reports the chrome's own outputs to `visitor`.
  ///
  /// - Parameter visitor: Receives each output by name.
  /// - Note: Cost per event: O(number of outputs), no allocation.
  func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor)
}

extension ChromeOutputs {
  /// Reports nothing: the behaviour's own values are all there is.
  package func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {}
}

extension CollapseBehavior: ChromeOutputs {}
extension PullBehavior: ChromeOutputs {}
