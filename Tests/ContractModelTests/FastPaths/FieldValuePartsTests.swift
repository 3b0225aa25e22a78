import Testing

@testable import ContractModel

/// `FieldValueParts` holds its first range in place and the rest in an array: it must read as the
/// plain array of ranges it replaced, however it was built.
@Suite("Field value parts: the same as an array of ranges")
struct FieldValuePartsTests {
  private static let ranges = (0..<5).map { SourceRange(start: $0 * 10, end: $0 * 10 + 4) }

  @Test("Built by appending, from 0 to 5 ranges: the same elements, count, first and last")
  func appending() {
    for count in 0...Self.ranges.count {
      var parts = FieldValueParts()
      for range in Self.ranges.prefix(count) { parts.append(range) }
      #expect(Array(parts) == Array(Self.ranges.prefix(count)))
      #expect(parts.count == count)
      #expect(parts.isEmpty == (count == 0))
      #expect(parts.first == Self.ranges.prefix(count).first)
      #expect(parts.last == Self.ranges.prefix(count).last)
    }
  }

  @Test("One range, a literal and appends are equal and hash alike when they hold the same ranges")
  func equalityAcrossConstructions() {
    var appended = FieldValueParts(Self.ranges[0])
    appended.append(Self.ranges[1])
    let literal: FieldValueParts = [Self.ranges[0], Self.ranges[1]]
    #expect(appended == literal)
    #expect(appended.hashValue == literal.hashValue)
    #expect(FieldValueParts(Self.ranges[0]) == [Self.ranges[0]])
    #expect(FieldValueParts() == [])
    #expect(FieldValueParts(Self.ranges[0]) != [Self.ranges[1]])
    #expect(literal != [Self.ranges[0]])
  }

  @Test("A field continued over three lines keeps each line's range, in order")
  func continuedField() {
    let text = "Row\nMeaning: one\n  two\n  three\n"
    let field = ContractParser.parse(text).blocks[0].fields[0]
    let bytes = Array(text.utf8)
    let written = field.valueParts.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    #expect(written == ["one", "two", "three"])
    #expect(field.value == "one two three")
  }
}
