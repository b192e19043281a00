// Module `SwiftUI`: the SwiftUI API that `Sources/ScrollChromeSwiftUI` uses, and nothing else.
//
// `import SwiftUI` re-exports Foundation and CoreGraphics on Apple platforms, so this module
// re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect on Linux) and declares the CoreGraphics
// type swift-corelibs-foundation lacks (`CGVector`). Each declaration is copied from Apple's
// documentation, whose address is in the comment above it, and, where the line was found, from
// the iPhoneOS 18.1 SDK's interface cited in the `// SDK:` line (since iOS 18 most of these types
// are declared in SwiftUICore, which SwiftUI re-exports); bodies are `fatalError()` because this
// is a compile check only.

@_exported import Foundation
