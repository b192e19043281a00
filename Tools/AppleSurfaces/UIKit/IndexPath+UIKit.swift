// UIKit's Swift overlay extends Foundation's `IndexPath` with the table-view names of its two
// indexes. `section`, `item` and the initialisers are left out: the example reads rows only.
// SDK: UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:1543 (iPhoneOS18.1.sdk)
@available(iOS 7.0, watchOS 2.0, *)
extension IndexPath {
  /// The value of the row element of the index path.
  // https://developer.apple.com/documentation/foundation/indexpath/row
  // SDK: UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:1550 (iPhoneOS18.1.sdk)
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
