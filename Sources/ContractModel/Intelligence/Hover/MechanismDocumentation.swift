/// Markdown about a mechanism: what it is, where it exists, who reaches it (completion and hover).
enum MechanismDocumentation {
  /// The mechanism's summary, a table of availability per platform, and who can reach it.
  static func markdown(_ mechanism: Mechanism) -> String {
    var text = "**\(mechanism.name)** — \(mechanism.summary)\n\n| Platform | Available |\n|---|---|\n"
    for platform in Platform.allCases {
      text += "| \(platform) | \(mechanism.availability[platform] ?? "—") |\n"
    }
    text += "\nReached by: " + mechanism.reach.names.joined(separator: ", ")
    if !mechanism.synonyms.isEmpty {
      text += "\n\nAlso written: " + mechanism.synonyms.map { "`\($0)`" }.joined(separator: ", ")
    }
    return text
  }
}
