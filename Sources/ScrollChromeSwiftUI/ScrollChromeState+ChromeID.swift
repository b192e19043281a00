#if canImport(SwiftUI)
  import ScrollChromeCore

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Public

    /// A piece of chrome a modifier put on the scroll view, for the commands that move one piece
    /// on its own and for ``ChromeFractionReader``.
    ///
    /// A modifier without an `id` adds its kind's one piece (``shyTopBar``, ``collapsingHeader``,
    /// ``followingBar(_:)`` …). A modifier handed an `id` adds a piece of its own, named here with
    /// the same id (``shyTopBar(id:)``, ``followingBar(_:id:)`` …): two bars at one edge, two
    /// headers, each with its own travel and its own commands.
    ///
    /// ```swift
    /// Button("Show Player") { scroll.expand(.followingBar(.bottom, id: "player")) }
    /// ```
    ///
    /// Ids compare as `AnyHashable` compares them, which tells a string from a number: `"1"` and
    /// `1` name two pieces, and the same id on two kinds names two pieces.
    nonisolated public struct ChromeID: Hashable, Sendable, CustomStringConvertible {
      /// The bar of ``SwiftUI/View/shyTopBar(_:id:in:bar:)`` without an `id`.
      public static let shyTopBar = ChromeID(name: "shyTopBar")
      /// The header of ``SwiftUI/View/collapsingHeader(_:id:in:)`` without an `id`, and its title.
      public static let collapsingHeader = ChromeID(name: "collapsingHeader")
      /// The system bars of
      /// ``SwiftUI/View/systemBarsHideOnScroll(_:in:navigationBar:tabBar:prefersSystemMinimization:)``.
      public static let systemBars = ChromeID(name: "systemBars")
      /// The header of ``SwiftUI/View/pullHeader(_:id:in:height:onShallow:onDeep:header:)``
      /// without an `id`: it can be disabled, but no command moves it.
      public static let pullHeader = ChromeID(name: "pullHeader")

      /// The bar of ``SwiftUI/View/followingBar(_:edge:id:in:bar:)`` at `edge` without an `id`.
      ///
      /// - Parameter edge: The bar's edge.
      public static func followingBar(_ edge: ChromeEdge) -> ChromeID {
        ChromeID(name: "followingBar.\(edge.rawValue)")
      }

      /// The bar of ``SwiftUI/View/shyTopBar(_:id:in:bar:)`` handed `id`.
      ///
      /// - Parameter id: The bar's id; `nil` names ``shyTopBar``.
      public static func shyTopBar(id: (any Hashable & Sendable)?) -> ChromeID {
        ChromeID(name: shyTopBar.name, id: id)
      }

      /// The header of ``SwiftUI/View/collapsingHeader(_:id:in:)`` handed `id`, and its title.
      ///
      /// - Parameter id: The header's id; `nil` names ``collapsingHeader``.
      public static func collapsingHeader(id: (any Hashable & Sendable)?) -> ChromeID {
        ChromeID(name: collapsingHeader.name, id: id)
      }

      /// The header of ``SwiftUI/View/pullHeader(_:id:in:height:onShallow:onDeep:header:)``
      /// handed `id`.
      ///
      /// - Parameter id: The header's id; `nil` names ``pullHeader``.
      public static func pullHeader(id: (any Hashable & Sendable)?) -> ChromeID {
        ChromeID(name: pullHeader.name, id: id)
      }

      /// The bar of ``SwiftUI/View/followingBar(_:edge:id:in:bar:)`` at `edge` handed `id`.
      ///
      /// - Parameters:
      ///   - edge: The bar's edge.
      ///   - id: The bar's id; `nil` names ``followingBar(_:)``.
      public static func followingBar(_ edge: ChromeEdge, id: (any Hashable & Sendable)?)
        -> ChromeID
      {
        ChromeID(name: followingBar(edge).name, id: id)
      }

      /// The piece's kind and, for a piece with an id, the id: `shyTopBar(id: "search")`.
      public var description: String {
        guard let id else { return name }
        return "\(name)(id: \(String(reflecting: id)))"
      }

      /// Whether two ids name the same piece: the same kind and equal ids of the same type.
      public static func == (lhs: ChromeID, rhs: ChromeID) -> Bool {
        lhs.name == rhs.name && lhs.key == rhs.key
      }

      /// Hashes the kind and the id.
      ///
      /// - Parameter hasher: The hasher.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(key)
      }

      /// The kind's name; for a piece without an id, the name the runtime knows it by.
      let name: String
      /// The app's id, or `nil` for the kind's one piece.
      let id: (any Hashable & Sendable)?

      /// The id as pieces are told apart by. It is the id itself wrapped in `AnyHashable`, never a
      /// description of it: `AnyHashable` compares the ids' types as well as their values (a
      /// string is never equal to a number), so `"1"` and `1` never collide as their descriptions
      /// would.
      private var key: AnyHashable? { id.map { AnyHashable($0) } }

      init(name: String, id: (any Hashable & Sendable)? = nil) {
        self.name = name
        self.id = id
      }
    }

    // MARK: Internal

    /// The runtime's name of a piece: the kind's own name for a piece without an id, and for one
    /// with an id the name given out for it the first time it is asked for.
    func name(of chrome: ChromeID) -> String {
      guard chrome.id != nil else { return chrome.name }
      return pieceNames.name(for: chrome, kind: chrome.name)
    }

    /// The runtime's name of a piece, or `nil` for a piece with an id no modifier has drawn.
    func existingName(of chrome: ChromeID) -> String? {
      guard chrome.id != nil else { return chrome.name }
      return pieceNames.existingName(for: chrome)
    }

    /// The piece the runtime knows by `name`, for the memory, which keeps pieces by their ids.
    func chromeID(named name: String) -> ChromeID {
      pieceNames.key(named: name) ?? ChromeID(name: name)
    }
  }
#endif
