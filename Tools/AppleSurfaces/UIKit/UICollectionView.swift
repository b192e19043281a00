/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
///
/// Only the class is declared.
// https://developer.apple.com/documentation/uikit/uicollectionview
// SDK: UIKit.framework/Headers/UICollectionView.h:362 (iPhoneOS17.4.sdk)
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {}
