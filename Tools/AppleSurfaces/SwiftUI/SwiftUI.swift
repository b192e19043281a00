// Module `SwiftUI`: the SwiftUI API that `Sources/ScrollChromeSwiftUI` uses, and nothing else.
//
// `import SwiftUI` re-exports Foundation and CoreGraphics on Apple platforms, so this module
// re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect on Linux) and declares the CoreGraphics
// type swift-corelibs-foundation lacks (`CGVector`). Each declaration is copied from Apple's
// documentation, whose address is in the comment above it; bodies are `fatalError()` because
// this is a compile check only.

@_exported import Foundation
