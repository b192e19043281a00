// Module `UIKit`: the UIKit API that `Sources/ScrollChromeUIKit` uses, and nothing else.
//
// `import UIKit` re-exports Foundation (and, through it, ObjectiveC) on Apple platforms, so this
// module does the same. Each declaration is copied from the iPhoneOS SDK header (or Swift
// interface) cited in its `// SDK:` comment, under its documentation address; bodies are
// `fatalError()` because this is a compile check only.

@_exported import Foundation
@_exported import ObjectiveC
