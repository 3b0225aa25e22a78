import Foundation
import Testing

@testable import ContractModel

extension IncrementalEqualsFreshTests {
  /// A file's `App` typed letter by letter passes through names no other file has (which change
  /// nothing any file sees, and are not looked at again) before it reaches the app whose menus
  /// its components name, and leaves it the same way, letter by letter and for a new name.
  @Test("An App typed into another file's app and out of it, a letter at a time", arguments: [Keeping.mixed, .lean])
  func typingIntoAnotherFilesApp(keeping: Keeping) {
    // B's CartRow names `Show Details`, a command of A's menu of the app Leaf.
    let key = "B.contract"
    var texts = Self.files
    texts[key] = texts[key]!.replacingOccurrences(of: "App: Leaf", with: "App: L")
    let workspace = Self.workspace(texts, keeping: keeping, open: key)
    var problems: [String] = []
    func edit(_ range: SourceRange, _ text: String, _ step: String) {
      workspace.edit(key, range: range, newText: text)
      texts[key] = Self.applying((range, text), to: texts[key]!)
      if let difference = Self.difference(workspace, texts) { problems.append("\(step): \(difference)") }
    }
    let nameEnd = "App: L".utf8.count
    var end = nameEnd
    for letter in ["e", "a", "f"] {
      edit(.empty(at: end), letter, "typing '\(letter)'")
      end += 1
    }
    #expect(texts[key]!.hasPrefix("App: Leaf\n"))
    while end > nameEnd {
      edit(SourceRange(start: end - 1, end: end), "", "deleting at \(end)")
      end -= 1
    }
    for letter in ["e", "a", "f", "y"] {
      edit(.empty(at: end), letter, "typing '\(letter)' again")
      end += 1
    }
    #expect(texts[key]!.hasPrefix("App: Leafy\n"))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
