// Module `QuartzCore`: the Core Animation clock.

import CoreFoundation

/// Returns the current absolute time, in seconds.
// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(iOS 2.0, macOS 10.5, *)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
