/// UTF-16 bytes as UTF-8, for the `.strings` files Xcode long wrote in UTF-16.
///
/// `String(decoding:as: UTF16.self)` takes a generic path here that cost about 570 instructions a
/// code unit: a quarter of `check` on Swiftfin, whose 54 tables are 2.8 MB of UTF-16. This loop
/// gives the same bytes (an unpaired surrogate becomes U+FFFD, as that initializer repairs it).
enum UTF16Transcoder {
  /// The code units of `raw` from `start` (two bytes each, in the order `littleEndian` says; a
  /// last odd byte ignored) as UTF-8.
  static func utf8(_ raw: [UInt8], from start: Int, littleEndian: Bool) -> [UInt8] {
    var result: [UInt8] = []
    raw.withUnsafeBufferPointer { bytes in
      let count = max(0, (bytes.count - start) / 2)
      // Most tables are Latin text: a code unit gives one byte, and at most three.
      result.reserveCapacity(count + count / 2)
      func unit(_ index: Int) -> UInt32 {
        let offset = start + 2 * index
        let first = UInt32(bytes[offset])
        let second = UInt32(bytes[offset + 1])
        return littleEndian ? first | second << 8 : first << 8 | second
      }
      var index = 0
      while index < count {
        var scalar = unit(index)
        index += 1
        if scalar & 0xF800 == 0xD800 {
          // A high surrogate followed by a low one is one scalar; any other surrogate is repaired.
          if scalar < 0xDC00, index < count, unit(index) & 0xFC00 == 0xDC00 {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
            index += 1
          } else {
            scalar = 0xFFFD
          }
        }
        append(scalar, to: &result)
      }
    }
    return result
  }

  /// Appends the UTF-8 bytes of the scalar value `scalar`.
  private static func append(_ scalar: UInt32, to result: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      result.append(UInt8(scalar))
    case ..<0x800:
      result.append(UInt8(0xC0 | scalar >> 6))
      result.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      result.append(UInt8(0xE0 | scalar >> 12))
      result.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      result.append(UInt8(0x80 | scalar & 0x3F))
    default:
      result.append(UInt8(0xF0 | scalar >> 18))
      result.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      result.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      result.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
