/// Chrome that one ``CollapseBehavior`` runs: a bare behaviour, or a preset wrapped around one.
///
/// Hosts (the UIKit driver, the SwiftUI model) feed events and frames to ``behavior`` and hand the
/// whole value to the app, so a preset keeps its own outputs — ``ShyBar/visibleHeight``,
/// ``ShyBar/itemAlpha``, ``FollowView/constant``. Conform your own wrapper to drive it the same
/// way.
public protocol CollapsingChrome {
  /// The engine that runs this chrome.
  var behavior: CollapseBehavior { get set }
}

extension CollapseBehavior: CollapsingChrome {
  /// The behaviour itself, so a bare ``CollapseBehavior`` is chrome too.
  public var behavior: CollapseBehavior {
    get { self }
    set { self = newValue }
  }
}

extension ShyBar: CollapsingChrome {}

extension FollowView: CollapsingChrome {}
