/// What each field key means, in the project's words (from the design's tables), for completion
/// documentation and hover.
enum FieldKeyDocumentation {
  /// The markdown text for `key`.
  static func text(for key: FieldKey) -> String {
    switch key {
    case .app:
      "The app's name. Shortcut conflicts are looked for between files of the same `App`; a file without "
        + "`App` joins every app."
    case .platforms:
      "The platforms this file targets: a comma list of `iPhone`, `iPad`, `Mac`. All three when absent."
    case .meaning:
      "The one meaning the component has on every platform; required. A sentence `Primary action: X.` "
        + "inside it declares the primary action."
    case .primaryAction: "The primary actions, a comma list. The Mac needs a menu command for them and a shortcut."
    case .actions: "The component's other actions, a comma list."
    case .kind: "What the component is: `list`, `table`, `row`, `control`, `custom view` or `container`."
    case .role:
      "The accessibility role: a Mac role (`slider`, `table`, `row`, `button`, `checkBox`, …) or an iOS trait "
        + "(`adjustable`, `header`, `link`, …)."
    case .label: "The accessibility label (what VoiceOver says), for custom views."
    case .value: "The accessibility value (what VoiceOver reads as the current value), for custom views."
    case .columns: "The column headers, a comma list: the data is tabular, and the Mac shows it as a table."
    case .hover:
      "Information shown on pointer hover, a comma list. Every item must also appear somewhere that shows "
        + "information without a pointer."
    case .readingOrder: "The order assistive technology reads the parts, a comma list."
    case .platformReadingOrder(let platform):
      "The reading order on \(platform), where its layout differs from `Reading order`."
    case .focusAfterDismiss:
      "Where keyboard and VoiceOver focus go when a sheet, details view or window opened from this component "
        + "closes: usually `selected row`."
    case .check(nil):
      "How to verify the contract. Inside it, a platform name followed by `:` starts that platform's part "
        + "(`Check: Mac: … iPad: …`); `Menu → Command` refers to a menu command."
    case .check(let platform?): "How to verify the contract on \(platform)."
    case .note: "Free text, never checked."
    case .code:
      "The Swift types that implement the component, a comma list (`OrderRow, OrdersView`): `contract-drift` "
        + "holds the contract against them. Without it, a type named like the component or with a `View` suffix."
    case .path(let platform):
      "How each task is reached on \(platform): segments split by `;`, pieces by `,` ` + ` ` and ` ` or `; "
        + "mechanisms, shortcuts and `X → Y` presentations. `same` first inherits the nearest earlier path."
    case .see: "Catalog entries that apply, a comma list (built in, or a team's `catalog` block)."
    case .summary: "The catalog entry's text: what the pattern is."
    case .link: "Where the catalog entry is written up (a URL)."
    }
  }

  /// Where the key stands, in words.
  static func place(of key: FieldKey) -> String {
    switch key {
    case .app, .platforms: "file header field"
    case .summary, .link: "catalog field"
    case .see: "field of the file header, components and catalog entries"
    case .path: "platform path"
    default: "component field"
    }
  }
}
