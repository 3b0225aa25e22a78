import Testing

@testable import SwiftSource

/// A `.strings` file in UTF-16 is read through ``UTF16Transcoder``, which must give the bytes the
/// standard library's decoding gives, unpaired surrogates and odd lengths included.
@Suite("Properties: UTF-16 tables read as the standard library decodes them")
struct UTF16TranscoderTests {
  /// The bytes of `units` in the order `littleEndian` says.
  static func bytes(_ units: [UInt16], littleEndian: Bool) -> [UInt8] {
    units.flatMap { unit in
      littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
  }

  @Test("Random code units, surrogates paired and not, in both byte orders")
  func randomUnits() {
    var random = SeededGenerator(seed: 16)
    // Units drawn so that ASCII, two- and three-byte scalars and both kinds of surrogate all come up.
    let ranges: [ClosedRange<UInt16>] = [
      0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xD800...0xDBFF, 0xDC00...0xDFFF,
      0xE000...0xFFFF,
    ]
    for round in 0..<2_000 {
      let units = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        UInt16.random(in: ranges.randomElement(using: &random)!, using: &random)
      }
      let expected = Array(String(decoding: units, as: UTF16.self).utf8)
      for littleEndian in [true, false] {
        var raw = [UInt8(0xAA), 0xBB] + Self.bytes(units, littleEndian: littleEndian)
        if round % 3 == 0 { raw.append(0x41) }  // an odd last byte, ignored
        #expect(UTF16Transcoder.utf8(raw, from: 2, littleEndian: littleEndian) == expected, "\(units)")
      }
    }
  }

  @Test("A UTF-16 table with a byte-order mark reads its entries, emoji and accents included")
  func table() {
    let text = "/* A table */\n\"greeting\" = \"Grüße 😀\";\n\"order.reorder\" = \"Reorder\";\n"
    for littleEndian in [true, false] {
      let mark: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      let entries = StringsFileReader.read(mark + Self.bytes(Array(text.utf16), littleEndian: littleEndian))
      #expect(entries == ["greeting": "Grüße 😀", "order.reorder": "Reorder"])
    }
  }
}
