import SwiftSource

/// On code: values that only hover shows, in a `.help(…)` tooltip or in views an `.onHover`
/// state shows. The rule reads values, not words: a tooltip that interpolates or names a value
/// (`.help("Delivered \(order.deliveryDate…)")`, `.help(file.path)`) shows information, and that
/// information is elsewhere when a `Text`, `Label`, accessibility label or value of the same file
/// (outside what hover shows) names the same property (`Text(order.deliveryDate, style: .date)`).
/// A literal tooltip (`.help("New Order")`) describes its control and is left alone; so is a
/// tooltip given by a bare variable, whose text cannot be read. At most a warning.
extension HoverOnlyInformation: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let facts = context.facts
    var hidden = Set<[Int]>()
    for hover in facts.hoverTexts where hover.mechanism == .onHover {
      for text in hover.shownTexts { hidden.insert([text.range.lowerBound, text.range.upperBound]) }
    }
    var shownByPath: [String: [String]] = [:]
    for visible in facts.visibleTexts
    where !hidden.contains([visible.text.range.lowerBound, visible.text.range.upperBound]) {
      shownByPath[visible.location.path, default: []].append(visible.text.text)
    }
    var result: [CodeFinding] = []
    for hover in facts.hoverTexts {
      let path = hover.location.path
      guard !context.platforms(hover.platforms, in: path, among: [.iPad, .mac]).isEmpty else { continue }
      let texts = hover.mechanism == .help ? [hover.text].compactMap { $0 } : hover.shownTexts
      let shown = shownByPath[path] ?? []
      var unseen: [String] = []
      for text in texts {
        for name in valueNames(text) where !shown.contains(where: { mentions($0, name) }) && !unseen.contains(name) {
          unseen.append(name)
        }
      }
      guard !unseen.isEmpty else { continue }
      let place = CodeTitles.place(type: hover.enclosingType, path: path)
      let names = unseen.map { "'\($0)'" }.joined(separator: ", ")
      let how = hover.mechanism == .help ? "a .help tooltip" : "views that .onHover shows"
      result.append(
        codeFinding(
          "\(names) in \(place) is shown only on hover (\(how)): without a pointer nobody reaches it. Show it in "
            + "the row, the label, a column or the accessibility value as well. Read from the code: no Text, Label, "
            + "accessibility label or value of \(CodeTitles.fileName(path)) names \(names) outside hover.",
          at: hover.location,
          severity: .warning
        )
      )
    }
    return result
  }

  /// The properties a text shows: for each interpolation (or the whole expression), the members
  /// it reads (`deliveryDate` of `order.deliveryDate.formatted(…)`), or the variable it is when it
  /// reads none. A literal shows none; an expression that is one bare variable is not read.
  static func valueNames(_ text: SwiftText) -> [String] {
    switch text.source {
    case .expression:
      let names = memberNames(text.text)
      return names
    default:
      return text.interpolations.flatMap { interpolation in
        let members = memberNames(interpolation)
        return members.isEmpty ? identifiers(interpolation).prefix(1).map { $0 } : members
      }
    }
  }

  /// The members an expression reads: identifiers after a `.` that follows a value, not called.
  static func memberNames(_ expression: String) -> [String] {
    let scalars = Array(expression.unicodeScalars)
    var names: [String] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == ".", index > 0, isValueEnd(scalars[index - 1]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
      let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      let called = end < scalars.count && scalars[end] == "("
      if !name.isEmpty, !called, !names.contains(name), name.first?.isLetter == true, name != "self" {
        names.append(name)
      }
      index = end
    }
    return names
  }

  /// The identifiers of an expression that are values (not calls, not labels), in order.
  static func identifiers(_ expression: String) -> [String] {
    let scalars = Array(expression.unicodeScalars)
    var result: [String] = []
    var index = 0
    while index < scalars.count {
      guard isIdentifier(scalars[index]), index == 0 || !isIdentifier(scalars[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
      let name = String(String.UnicodeScalarView(scalars[index..<end]))
      let next = end < scalars.count ? scalars[end] : " "
      let previous = index > 0 ? scalars[index - 1] : " "
      if next != "(", next != ":", previous != ".", name.first?.isLetter == true, name != "self" { result.append(name) }
      index = end
    }
    return result
  }

  /// Whether `text` names `name` as a whole identifier.
  static func mentions(_ text: String, _ name: String) -> Bool {
    let haystack = Array(text.unicodeScalars)
    let needle = Array(name.unicodeScalars)
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      guard haystack[start..<(start + needle.count)].elementsEqual(needle) else { continue }
      let end = start + needle.count
      if (start == 0 || !isIdentifier(haystack[start - 1])) && (end == haystack.count || !isIdentifier(haystack[end])) {
        return true
      }
    }
    return false
  }

  private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  /// Whether a `.` after `scalar` reads a member of a value (not an implicit member like `.date`).
  private static func isValueEnd(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifier(scalar) || scalar == ")" || scalar == "]" || scalar == "?" || scalar == "!"
  }
}
