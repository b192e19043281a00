/// Receives a running chrome's own outputs, by name, allocation-free: ``ShyBar/Chrome`` reports
/// `shyFraction` and `visibleHeight`, ``FollowView/Chrome`` its `constant`,
/// ``HeaderTransition/Chrome`` the `header` and `title` attributes, ``DraggableSwitch/Chrome``
/// its `text`.
///
/// `scrollchrome trace` prints them beside the values every behaviour has, the playground draws
/// them and the fuzzers check them, each through ``ChromeOutputs/visitOutputs(_:)`` without
/// knowing the preset. Apps read the chrome's properties instead.
package protocol ChromeOutputVisitor {
  /// Receives a number.
  ///
  /// - Parameters:
  ///   - name: The output's name, as the trace prints it.
  ///   - value: Its value.
  mutating func visit(_ name: StaticString, _ value: Double)

  /// Receives an element's attributes.
  ///
  /// - Parameters:
  ///   - name: The element's name, as the trace prints it under `effects`.
  ///   - attributes: Its attributes.
  mutating func visit(_ name: StaticString, _ attributes: Attributes)

  /// Receives a text.
  ///
  /// - Parameters:
  ///   - name: The output's name, as the trace prints it.
  ///   - text: The text.
  mutating func visit(_ name: StaticString, text: String)
}
