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
    if namesItself(target, component) { return true }
    return triggers(of: component).contains { trigger in
      let triggerWords = words(trigger)
      return !triggerWords.isEmpty && (contains(target, triggerWords) || contains(triggerWords, target))
    }
  }

  /// What the contract should write: `the <control>` when a control presents something (`the Crop
  /// button`, `the Filter toolbar item` for `Filter in toolbar → popover`), else the selection:
  /// `selected row` where the component shows rows, `the selected item` elsewhere (a grid).
  static func suggestion(for component: Component) -> String {
    let paths = Platform.allCases.compactMap { component.paths[$0] }
    for path in paths {
      for segment in path.segments {
        for presentation in segment.presentations where isControl(presentation.trigger) {
          return "the \(controlName(presentation.trigger) ?? presentation.trigger)"
        }
      }
    }
    let showsRows = paths.contains { path in
      path.contains { $0.isTable || $0.name == "list row" }
        || path.presentations.contains { words($0.trigger).contains { $0 == "row" || $0 == "rows" } }
    }
    return showsRows ? "selected row" : "the selected item"
  }

  /// The triggers of every presentation of the component (`row`, `Crop button`), and the control a
  /// trigger names the way one says it (`Filter toolbar item` for `Filter in toolbar`).
  static func triggers(of component: Component) -> [String] {
    component.paths.values.flatMap { path in
      path.presentations.flatMap { presentation in
        [presentation.trigger] + (controlName(presentation.trigger).map { [$0] } ?? [])
      }
    }
  }

  /// Words that link a control's name to the control in a trigger (`Filter in toolbar`).
  static let linkWords: Set<String> = ["in", "on", "via", "with", "from", "as", "by"]

  /// The control a trigger that links a name to it names, as one says it: `Filter toolbar item` for
  /// `Filter in the toolbar` (or `Filter button in toolbar`), `Crop button` for `Crop via the
  /// button`; nil for a trigger written as a name already (`Crop button`), or with no name besides
  /// the control. The name is the words before the last control.
  static func controlName(_ trigger: String) -> String? {
    let bytes = Array(trigger.utf8)
    let controls = MechanismMatcher.matches(in: bytes).filter { ["button", "toolbar"].contains($0.mechanism.name) }
    guard let control = controls.last else { return nil }
    var nameWords: [String] = []
    var hasLink = false
    var start = 0
    for range in controls.map(\.range) {
      let text = String(decoding: bytes[start..<range.lowerBound], as: UTF8.self)
      for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) where word.first?.isLetter == true {
        let folded = word.lowercased()
        if linkWords.contains(folded) {
          hasLink = true
        } else if !articles.contains(folded) {
          nameWords.append(String(word))
        }
      }
      start = range.upperBound
    }
    guard hasLink, !nameWords.isEmpty else { return nil }
    let noun = control.mechanism.name == "toolbar" ? "toolbar item" : "button"
    return (nameWords + [noun]).joined(separator: " ")
  }

  /// Whether `target` (words without articles) names the component itself, the view a sheet or
  /// window opened from it returns to: `the canvas`, `the photo canvas` or `PhotoCanvas` in
  /// `PhotoCanvas`.
  static func namesItself(_ target: [String], _ component: Component) -> Bool {
    let name = LetterWords.identifierWords(component.name)
    return contains(name, target) || target.joined() == name.joined()
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
