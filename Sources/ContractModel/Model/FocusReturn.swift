/// Where focus may go after a presentation closes (the chapter's Decision 3, v1.1): the selected
/// item, the row that opened it, or the control whose segment presents it (`Crop button → sheet`
/// with `Focus after dismiss: the Crop button`).
enum FocusReturn {
  /// Words whose stems name the selection or what opened the presentation.
  static let acceptedStems = ["select", "opened", "opening", "originat", "invok", "trigger"]

  /// Words dropped before comparing a focus target with a trigger.
  static let articles: Set<String> = ["the", "a", "an", "its", "this", "that"]

  /// Whether `value` sends focus to the selection, to what opened the presentation, or to one of
  /// the component's presentation triggers.
  static func isAccepted(_ value: String, in component: Component) -> Bool {
    if namesTheSelection(value) { return true }
    let target = words(value)
    guard !target.isEmpty else { return false }
    return triggers(of: component).contains { trigger in
      let triggerWords = words(trigger)
      return !triggerWords.isEmpty && (contains(target, triggerWords) || contains(triggerWords, target))
    }
  }

  /// What the contract should write: `the <control>` when a control presents something (a
  /// toolbar button's sheet), else `selected row`.
  static func suggestion(for component: Component) -> String {
    for path in Platform.allCases.compactMap({ component.paths[$0] }) {
      for segment in path.segments {
        for presentation in segment.presentations where isControl(presentation.trigger) {
          return "the \(presentation.trigger)"
        }
      }
    }
    return "selected row"
  }

  /// The triggers of every presentation of the component (`row`, `Crop button`).
  static func triggers(of component: Component) -> [String] {
    component.paths.values.flatMap { $0.segments.flatMap { $0.presentations.map(\.trigger) } }
  }

  /// Whether a trigger names a control (a button or a toolbar item) rather than a row.
  static func isControl(_ trigger: String) -> Bool {
    MechanismMatcher.matches(in: trigger).contains { ["button", "toolbar"].contains($0.mechanism.name) }
  }

  /// Whether a word of `value` starts with an accepted stem.
  static func namesTheSelection(_ value: String) -> Bool {
    LetterWords.lowercased(value).contains(where: { word in acceptedStems.contains { word.hasPrefix($0) } })
  }

  /// The lower-case words of `text`, without articles.
  private static func words(_ text: String) -> [String] {
    LetterWords.lowercased(text, digits: true).filter { !articles.contains($0) }
  }

  /// Whether `words` holds `run` as consecutive words.
  private static func contains(_ words: [String], _ run: [String]) -> Bool {
    guard run.count <= words.count else { return false }
    return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
  }
}
