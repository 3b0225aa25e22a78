/// The presentations of a file's views: the closures of `.sheet`, `.fullScreenCover`, `.popover`,
/// `.alert` and `.confirmationDialog` (content, actions and message alike). What such a closure
/// shows is in a window of its own, which takes the keys while it is up: a shortcut in it and one
/// of the view that presents it, or of another presentation, are never in effect together (Cork's
/// start page has two confirmation dialogs, each with its own default button: docs/real-code.md).
struct PresentationScopes {
  /// The modifiers whose closures present in a window of their own.
  static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

  /// The presentations' closures: the modifier's start (its `.`), the closure's bytes and its
  /// significant tokens.
  private(set) var closures: [(modifier: Int, range: Range<Int>, content: Range<Int>)]
  /// Whether the file has no presentation.
  var isEmpty: Bool { closures.isEmpty }

  init(_ structure: SwiftStructure) {
    var closures: [(modifier: Int, range: Range<Int>, content: Range<Int>)] = []
    for call in structure.calls where call.isMember && Self.modifiers.contains(call.name) {
      for closure in structure.trailingClosures(of: call) {
        closures.append((call.range.lowerBound, closure.range, closure.content))
      }
      for argument in structure.arguments(of: call) {
        if let closure = argument.closure { closures.append((call.range.lowerBound, closure.range, closure.content)) }
      }
    }
    self.closures = closures
  }

  /// The start of the innermost presentation modifier whose closure holds byte `offset`, if any.
  func presentation(at offset: Int) -> Int? {
    var best: (modifier: Int, range: Range<Int>, content: Range<Int>)?
    for closure in closures where closure.range.contains(offset) {
      if let current = best, current.range.count <= closure.range.count { continue }
      best = closure
    }
    return best?.modifier
  }
}
