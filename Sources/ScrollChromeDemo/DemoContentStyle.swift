// MARK: Public

/// What a recording's content looks like on the phone: the scroll view's rows, drawn 60 points
/// apart (or one 240th of the content, when that is more).
///
/// The style changes only the drawing: the engine saw the same geometry.
public enum DemoContentStyle: String, Sendable, Equatable, CaseIterable {
  /// A list: numbered rows with an avatar, a title and a line of detail, under an "Inbox" bar.
  case list
  /// A conversation: one message bubble per row, received on the left and sent on the right,
  /// the newest at the bottom, under a bar with the contact's name.
  case messages
  /// An article: lines of text in paragraphs, under a bar with the page's title.
  case article
}

// MARK: Internal

extension DemoContentStyle {
  /// The top bar's items: the back button's label, the title and the trailing button.
  var barItems: (back: String, title: String, trailing: String) {
    switch self {
    case .list: ("Lists", "Inbox", "Edit")
    case .messages: ("Chats", "Ada", "Call")
    case .article: ("Back", "Reading", "Aa")
    }
  }
}
