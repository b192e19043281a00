#if canImport(UIKit)
  @_exported import ScrollChromeCore
#endif
