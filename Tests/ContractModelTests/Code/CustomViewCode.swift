import ContractModel

/// The Swift file the custom-view suites write their cases in (one `NSView` subclass), and what the
/// code rules find in it.
enum CustomViewCode {
  /// Both custom-view rules, as an interactive view without accessibility or focus gets them.
  static let both = ["custom-view-missing-accessibility", "custom-view-not-focusable"]

  /// A file that imports AppKit and declares `final class name: NSView` with `members`.
  static func view(_ name: String, _ members: String) -> String {
    """
    import AppKit

    final class \(name): NSView {
    \(members)
    }

    """
  }

  /// The ids of the rules' findings on `text`, in order.
  static func rules(_ text: String) -> [String] {
    CodeCheck.findings(swift: text).map(\.rule)
  }
}
