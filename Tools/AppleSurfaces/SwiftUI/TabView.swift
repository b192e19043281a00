// iOS 18's tab API: a `TabView` built from `Tab`s with the tab content builder. Only what the
// example's two-tab screen needs is declared. As for the other views, the interface's `some View`
// bodies (and the opaque `Body` types) are `Never` and `fatalError()` here, which checks the same
// for callers; underscored requirements (`_IdentifiedView`, `_identifiedView`) are left out.

/// A view that switches between multiple child views using interactive user interface elements.
///
/// Only the iOS 18 initialiser that takes `Tab`s without a selection is declared; the ones taking
/// a `@ViewBuilder`, with `tabItem(_:)`, are marked `deprecated: 100000` in the interface.
// https://developer.apple.com/documentation/swiftui/tabview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2025 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// The type of view representing the body of this view (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2037 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2033 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A tab view is not sendable.
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2040 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension TabView: Sendable {}

// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2047 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
  /// Creates a tab view that uses a builder to create its tabs.
  // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:2048 (iPhoneOS18.1.sdk)
  public init<C>(@TabContentBuilder<Never> content: () -> C)
  where
    SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent
  { fatalError() }
}

/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// The interface declares it twice, under `#if compiler(>=5.3) && $PrimaryAssociatedTypes2` and
/// `#else`; the lines cited are the first branch, with the primary associated type.
// https://developer.apple.com/documentation/swiftui/tabcontent
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9017 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@preconcurrency @MainActor public protocol TabContent<TabValue> {
  /// The type of value a tab is identified by.
  // https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9018 (iPhoneOS18.1.sdk)
  associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue

  /// The type of tab representing the body of this tab content.
  // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.associatedtype
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9021 (iPhoneOS18.1.sdk)
  associatedtype Body: TabContent

  /// The content and behavior of the tab.
  ///
  /// As with `View.body`, the requirement carries no result-builder attribute here (the
  /// interface's is `@TabContentBuilder<Self.TabValue>`): it only matters to conforming types,
  /// and the stand-ins' bodies return themselves or nothing.
  // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9022 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// A result builder that constructs tabs for a tab view.
///
/// Only `buildExpression`, `buildBlock` for one tab and `buildBlock` for two are declared. The
/// interface spells the attribute `@_functionBuilder`, the older name of `@resultBuilder`.
// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9052 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// The view a tab view shows for its tabs.
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9053 (iPhoneOS18.1.sdk)
  public struct Content<C>: View where C: TabContent {
    /// The type of view representing the body (`Never` here; see above).
    // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9058 (iPhoneOS18.1.sdk)
    public typealias Body = Never
    /// The content and behavior of the view (`some View` in the interface; see above).
    // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9054 (iPhoneOS18.1.sdk)
    @MainActor @preconcurrency public var body: Never { fatalError() }
  }

  /// Builds an expression within the builder.
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildexpression(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9060 (iPhoneOS18.1.sdk)
  public static func buildExpression(
    _ content: some TabContent<TabValue>
  ) -> some TabContent<TabValue> { content }

  /// Passes a single tab written as a child through unmodified.
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9069 (iPhoneOS18.1.sdk)
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    content
  }
}

/// A tab content builder is not sendable.
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9088 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension TabContentBuilder: Sendable {}

// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:22151 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
  /// Builds two tabs into one piece of tab content.
  ///
  /// The interface returns `_TupleTabContent` of the tabs' identified views; here it holds the
  /// tabs themselves.
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:22152 (iPhoneOS18.1.sdk)
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
  where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
    _TupleTabContent<TabValue, (C0, C1)>((c0, c1))
  }
}

/// Several tabs as one piece of tab content.
///
/// In the interface it is main-actor isolated and keeps the tabs' identified views, with a
/// `@usableFromInline` initialiser; here it keeps nothing and its initialiser is `nonisolated`,
/// so that the builder above can make one in a type check. Its body is itself, as in the
/// interface.
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:9191 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct _TupleTabContent<T, U>: TabContent where T: Hashable {
  typealias TabValue = T
  typealias Body = _TupleTabContent<T, U>
  nonisolated init(_ content: U) {}
  var body: _TupleTabContent<T, U> { self }
}

/// The content for a tab and the tab's associated tab item in a tab view.
// https://developer.apple.com/documentation/swiftui/tab
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12592 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

/// A tab is not sendable.
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12595 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension Tab: Sendable {}

// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12598 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  /// The type of value the tab is identified by.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12599 (iPhoneOS18.1.sdk)
  public typealias TabValue = Value
  /// The type of tab representing the body: the tab itself.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12631 (iPhoneOS18.1.sdk)
  public typealias Body = Tab<Value, Content, Label>
  /// The content and behavior of the tab.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12627 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Tab<Value, Content, Label> { fatalError() }
}

// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12636 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Content: View, Label: View {
  /// Creates a tab that the tab view presents, with a title and a system image.
  // https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:content:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12641 (iPhoneOS18.1.sdk)
  @_disfavoredOverload public init<S>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel, S: StringProtocol { fatalError() }
}

/// The default label of a tab: its title and image.
// https://developer.apple.com/documentation/swiftui/defaulttablabel
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13830 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
  /// The type of view representing the body (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13835 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13831 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A default tab label is not sendable.
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13838 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

/// The minimize behavior of a tab bar.
///
/// Only `automatic`, `never` and `onScrollDown` are declared; `onScrollUp` is left out.
// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior
// SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  /// Determine the behavior automatically based on the surrounding context: on iOS the tab bar
  /// does not minimize.
  // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/automatic
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  public static let automatic = TabBarMinimizeBehavior()

  /// Never minimize the tab bar.
  ///
  /// The page lists iOS, iPadOS and Mac Catalyst only; the other platforms are unavailable here.
  // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/never
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public static let never = TabBarMinimizeBehavior()

  /// Minimize the tab bar when downwards scrolling starts; minimizing is supported for tab bars
  /// on iPhone only.
  ///
  /// The page lists iOS, iPadOS and Mac Catalyst only; the other platforms are unavailable here.
  // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public static let onScrollDown = TabBarMinimizeBehavior()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets the behavior for tab bar minimization.
  // https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    fatalError()
  }
}
