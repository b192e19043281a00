#if canImport(SwiftUI)
  @_exported import ScrollChromeCore
#endif
