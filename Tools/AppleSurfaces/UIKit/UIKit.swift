// Module `UIKit`: the UIKit API that `Sources/ScrollChromeUIKit` uses, and nothing else.
//
// `import UIKit` re-exports Foundation (and, through it, ObjectiveC) on Apple platforms, so this
// module does the same. Each declaration is copied from Apple's documentation, whose address is
// in the comment above it; bodies are `fatalError()` because this is a compile check only.

@_exported import Foundation
@_exported import ObjectiveC
