import SwiftSource

/// Helpers for reading structures in tests.
enum Outline {
  /// The structure of `text` in a file named `Test.swift`.
  static func read(_ text: String) -> SwiftStructure {
    SwiftStructure.read(SwiftFile(path: "Test.swift", text: text))
  }

  /// Each call as `name(label:,_:){closures}`, with `.` before member calls, `<parent` when
  /// inside another call, and `@Owner` for its type.
  static func calls(_ text: String) -> [String] {
    let structure = read(text)
    return structure.calls.map { call in describe(call, in: structure) }
  }

  static func describe(_ call: SwiftCall, in structure: SwiftStructure) -> String {
    var text = (call.isMember ? "." : "") + call.name
    if call.hasParentheses {
      text += "(" + structure.arguments(of: call).map { ($0.label ?? "_") + ":" }.joined(separator: ",") + ")"
    }
    for closure in structure.trailingClosures(of: call) { text += "{" + (closure.label ?? "") + "}" }
    if let receiver = call.receiverCall { text += " on " + structure.calls[receiver].name }
    if let parent = call.parent { text += " <" + structure.calls[parent].name }
    if let owner = call.owner { text += " @" + structure.declarations[owner].name }
    return text
  }
}
