import SwiftSource

/// On code: a value that only hover shows, in a `.help(…)` tooltip or in views an `.onHover`
/// state shows. The rule reads values, not words: a tooltip that interpolates or names a property
/// (`.help("Delivered \(order.deliveryDate…)")`, `.help(file.path)`) shows information, and that
/// information is elsewhere when the file names the same property anywhere outside hover
/// (`Text(order.deliveryDate, style: .date)`, or a custom view given it), or when a visible text of a
/// view it is made of shows it (``SwiftHoverText/subviews``, in any file), itself or through a
/// computed property of that view whose getter reads it (``SwiftVisibleText/computedFrom``, one
/// level). A computed property of the app's that is a text joining other values
/// (`.help(website.tooltip)`, with `var tooltip: String { "\(title)\n\(subtitle)" }` in any file) is
/// elsewhere when each of those values is. A literal tooltip
/// (`.help("New Order")`, or one chosen by a condition: `.help(isOn ? "Hide" : "Show")`, or a static
/// text constant of the app's: `.help(Strings.addColor)` with `static let addColor =
/// NSLocalizedString(…)`, or a fixed text of an enum case named by its type:
/// `.help(Syntax.Error.Code.regularExpression.descriptionResource)`, or a member of a literal:
/// `.help("Hints.APS".localizedHint)`, or a constant a type names for a key of the app's string
/// tables: `.help(LocalString.zim_file_missing_indicator_help)`) describes its control and is left alone; so is a tooltip given
/// by a bare variable, whose text cannot be read. At most a warning.
extension HoverOnlyInformation: CodeRule {
  /// A value a hover text shows: the property it reads (`deliveryDate`), and how it is written up
  /// to that property (`order.deliveryDate`).
  struct HoverValue: Hashable {
    let property: String
    let written: String
  }

  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    var result: [CodeFinding] = []
    var subviewNames = SubviewNames(facts: context.facts)
    var tableKeys: Set<String>?
    for hover in context.facts.hoverTexts {
      let path = hover.location.path
      guard !context.platforms(hover.platforms, in: path, among: [.iPad, .mac]).isEmpty,
        let bytes = context.source(path)
      else { continue }
      let texts = hover.mechanism == .help ? [hover.text].compactMap { $0 } : hover.shownTexts
      let hidden = [hover.location.range] + hover.shownTexts.map(\.range)
      var unseen: [HoverValue] = []
      for value in texts.flatMap({ values($0, constants: context.facts.textConstants) })
      where !unseen.contains(value) && !isFixedText(value, facts: context.facts) {
        if !mentions(bytes, value.property, outside: hidden) { unseen.append(value) }
      }
      if !unseen.isEmpty, !context.facts.localizationKeys.isEmpty {
        let keys = tableKeys ?? Set(context.facts.localizationKeys.map(foldedKey))
        tableKeys = keys
        unseen.removeAll { namesTableKey($0, keys: keys) }
      }
      // A value a view this one is made of shows, in any file, is shown.
      func isShownBySubviews(_ property: String) -> Bool {
        hover.subviews.contains { subviewNames.names(of: $0).contains(property) }
      }
      if !unseen.isEmpty, !hover.subviews.isEmpty { unseen.removeAll { isShownBySubviews($0.property) } }
      // A text property of the app's is shown when every value it joins is.
      unseen.removeAll { value in
        (context.facts.textProperties[value.property] ?? []).contains { interpolations in
          let joined = interpolations.compactMap { self.value(of: $0, bareVariable: true)?.property }
          return !joined.isEmpty
            && joined.allSatisfy { mentions(bytes, $0, outside: hidden) || isShownBySubviews($0) }
        }
      }
      guard !unseen.isEmpty else { continue }
      let place = CodeTitles.place(type: hover.enclosingType, path: path)
      let names = unseen.map { "'\($0.written)'" }.joined(separator: ", ")
      let how = hover.mechanism == .help ? "a .help tooltip" : "views that .onHover shows"
      result.append(
        codeFinding(
          "\(names) in \(place) is shown only on hover (\(how)): without a pointer nobody reaches it. Show it in "
            + "the row, the label, a column or the accessibility value as well. Read from the code: "
            + "\(CodeTitles.fileName(path)) names \(unseen.map { "'\($0.property)'" }.joined(separator: ", ")) "
            + "nowhere else\(subviewsRead(hover, place: place)).",
          at: hover.location,
          severity: .warning
        )
      )
    }
    return result
  }

  /// Whether `value` is a fixed text of an enum case the code names by its type
  /// (`Syntax.Error.Code.regularExpression.descriptionResource`, with a getter that gives a fixed text
  /// for each case): one of the app's fixed texts, as a literal is.
  static func isFixedText(_ value: HoverValue, facts: SwiftWorkspaceFacts) -> Bool {
    guard facts.fixedTextProperties.contains(value.property), value.written.hasSuffix("." + value.property) else {
      return false
    }
    return facts.enumCases.contains(String(value.written.dropLast(value.property.count + 1)))
  }

  /// Whether `value` is a static member, read through a type, named for a key of the app's string
  /// tables (`folded` by ``foldedKey(_:)``): `LocalString.zim_file_missing_indicator_help` for
  /// `"zim_file_missing_indicator.help"`, or SwiftGen's `L10n.Menu.File.updateSensors` for
  /// `"menu.file.update_sensors"`: a constant generated from the table (found in Kiwix, whose
  /// `LocalString` is generated at build time, docs/real-code.md), the table's fixed text, as a literal
  /// key is. The members after the type, joined, name the whole key; a value of the app's data is not
  /// named for a key.
  static func namesTableKey(_ value: HoverValue, keys folded: Set<String>) -> Bool {
    let components = value.written.split(separator: ".", omittingEmptySubsequences: false)
    guard components.count > 1, let first = components[0].unicodeScalars.first, first.properties.isUppercase,
      components.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(isIdentifier) })
    else { return false }
    return folded.contains(foldedKey(components.dropFirst().joined()))
  }

  /// A key as ``namesTableKey(_:keys:)`` compares it: its letters and digits, lower-cased
  /// (`zimfilemissingindicatorhelp` for `zim_file_missing_indicator.help`).
  static func foldedKey(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
  }

  /// What the message says of the views read beside the file: `, and no text of the views FileRow
  /// is made of (FileName, PathLabel) shows it`; nothing when there are none.
  static func subviewsRead(_ hover: SwiftHoverText, place: String) -> String {
    guard !hover.subviews.isEmpty else { return "" }
    let shown = hover.subviews.prefix(3).joined(separator: ", ")
    let more = hover.subviews.count > 3 ? " and \(hover.subviews.count - 3) more" : ""
    return ", and no text of the views \(place) is made of (\(shown)\(more)) shows it"
  }

  /// The values a text shows: each interpolation's (or the expression's) property. A literal
  /// shows none; an expression that is one bare variable, a choice between literals, or one of the
  /// app's text `constants` (`Strings.addColor`: found in Pika, docs/real-code.md) is not read.
  static func values(_ text: SwiftText, constants: Set<String> = []) -> [HoverValue] {
    switch text.source {
    case .expression:
      guard !constants.contains(text.text.trimmingBlanks()) else { return [] }
      return value(of: text.text, bareVariable: false).map { [$0] } ?? []
    default:
      return text.interpolations.compactMap { written in
        constants.contains(written.trimmingBlanks()) ? nil : value(of: written, bareVariable: true)
      }
    }
  }

  /// The property `expression` reads: the last member read and not called
  /// (`deliveryDate` of `order.deliveryDate.formatted(…)`), written from the start of its chain
  /// (`file.path` of `"Path: " + file.path`); for `bareVariable`, a lone variable (`count`) too. Nil
  /// for a condition (`a ? b : c`), a literal, or nothing readable. A string literal is a fixed
  /// text, and so is what its members give (`"Hints.APS".localizedHint`, a localization key looked
  /// up by an extension: found in ControlRoom, docs/real-code.md): the dots inside it and after it
  /// are not read as a value's members.
  static func value(of expression: String, bareVariable: Bool) -> HoverValue? {
    let scalars = Array(expression.unicodeScalars)
    guard !isConditional(scalars) else { return nil }
    let literals = literalEnds(in: expression)
    var property: (name: String, start: Int, end: Int)?
    var chainStart = 0
    var index = 0
    while index < scalars.count {
      if let literalEnd = literals[index] {
        index = literalEnd
        while index < scalars.count, isIdentifier(scalars[index]) || ".?!".unicodeScalars.contains(scalars[index]) {
          index += 1
        }
        chainStart = index
        continue
      }
      guard scalars[index] == ".", index > 0, isValueEnd(scalars[index - 1]) else {
        // Arguments are other values: only the receiver's chain is read.
        if scalars[index] == "(" || scalars[index] == "[" { break }
        if !isChained(scalars, at: index) { chainStart = index + 1 }
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
      let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      let called = end < scalars.count && scalars[end] == "("
      if !name.isEmpty, !called, name.first?.isLetter == true, name != "self" { property = (name, chainStart, end) }
      index = end
    }
    if let property {
      let written = String(String.UnicodeScalarView(scalars[property.start..<property.end]))
      return HoverValue(property: property.name, written: written.trimmingLeadingSelf)
    }
    guard bareVariable, scalars.allSatisfy(isIdentifier), let first = scalars.first, first.properties.isAlphabetic
    else { return nil }
    return HoverValue(property: expression, written: expression)
  }

  /// Whether the scalar at `index` belongs to a chain of member reads: part of a name, or a `?`
  /// or `!` after a value (`order?.date`).
  private static func isChained(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let scalar = scalars[index]
    if isIdentifier(scalar) { return true }
    return (scalar == "?" || scalar == "!") && index > 0 && isValueEnd(scalars[index - 1])
  }

  /// The string literals of `expression` (raw, multi-line and interpolated ones too), as the
  /// lexer reads them: the index of each one's first scalar, and the index after its last.
  static func literalEnds(in expression: String) -> [Int: Int] {
    guard expression.unicodeScalars.contains("\"") else { return [:] }
    var scalarAt: [Int: Int] = [:]
    var offset = 0
    for (index, scalar) in expression.unicodeScalars.enumerated() {
      scalarAt[offset] = index
      offset += UTF8.width(scalar)
    }
    let count = expression.unicodeScalars.count
    scalarAt[offset] = count
    var result: [Int: Int] = [:]
    var depth = 0
    var start = 0
    for token in SwiftLexer.tokens(in: expression) {
      if token.kind == .stringOpen {
        if depth == 0 { start = token.start }
        depth += 1
      } else if token.kind == .stringClose, depth > 0 {
        depth -= 1
        if depth == 0, let first = scalarAt[start] { result[first] = scalarAt[token.end] ?? count }
      }
    }
    // An unterminated literal runs to the end.
    if depth > 0, let first = scalarAt[start] { result[first] = count }
    return result
  }

  /// Whether `scalars` hold a `?` that chooses (`a ? b : c`), not one that unwraps (`a?.b`).
  static func isConditional(_ scalars: [Unicode.Scalar]) -> Bool {
    for (index, scalar) in scalars.enumerated() where scalar == "?" {
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if next == " " { return true }
    }
    return false
  }

  /// Whether `bytes` name `name` as a whole identifier outside the byte ranges `hidden`.
  static func mentions(_ bytes: [UInt8], _ name: String, outside hidden: [Range<Int>]) -> Bool {
    let needle = Array(name.utf8)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      defer { index += 1 }
      guard bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) else { continue }
      let end = index + needle.count
      if index > 0, isIdentifierByte(bytes[index - 1]) { continue }
      if end < bytes.count, isIdentifierByte(bytes[end]) { continue }
      if hidden.contains(where: { $0.contains(index) }) { continue }
      return true
    }
    return false
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  /// Whether a `.` after `scalar` reads a member of a value (not an implicit member like `.date`).
  private static func isValueEnd(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifier(scalar) || scalar == ")" || scalar == "]" || scalar == "?" || scalar == "!"
  }
}

extension String {
  /// The text without a leading `self.`.
  fileprivate var trimmingLeadingSelf: String { hasPrefix("self.") ? String(dropFirst(5)) : self }
}
