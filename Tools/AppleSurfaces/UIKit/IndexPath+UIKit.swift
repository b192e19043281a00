// UIKit's Swift overlay extends Foundation's `IndexPath` with the table-view names of its two
// indexes. The overlay's interface is stored but, at 219,028 characters, was not line-counted, so
// the `// SDK:` line names the file without a line. `section` and `init(row:section:)` are left
// out: the example reads rows only.
extension IndexPath {
  /// The value of the row element of the index path.
  // https://developer.apple.com/documentation/foundation/indexpath/row
  // SDK: UIKit.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk; not line-counted)
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
