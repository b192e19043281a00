// Module `QuartzCore`: the Core Animation clock and display link.

import CoreFoundation

/// Returns the current absolute time, in seconds.
// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
// SDK: QuartzCore.framework/Headers/CABase.h:127 (iPhoneOS18.0.sdk)
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
