// Module `ObjectiveC`: the one Objective-C runtime type the adapters name.
//
// On Apple platforms `import UIKit` re-exports Foundation, which re-exports ObjectiveC. The
// compiler looks `Selector` up in a module of exactly this name when it checks `#selector`.

/// The Objective-C `SEL` type.
///
/// Only the type is needed: the adapters create selectors with `#selector`. The string-literal
/// conformances and initialisers Apple also declares are left out because nothing uses them.
// https://developer.apple.com/documentation/objectivec/selector
@frozen
public struct Selector: Equatable, Hashable, Sendable {}
