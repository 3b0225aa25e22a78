/// Splits `Check` fields into per-platform parts.
enum CheckReader {
  /// The parts of `field`: for `Check Mac:` one part; for `Check:`, a part per `<Platform>:` marker
  /// and a part for every platform before the first marker.
  static func parts(of field: FieldSyntax, platform: Platform?) -> [CheckPart] {
    let bytes = Array(field.value.utf8)
    if let platform {
      return [part(field, bytes, platform, 0..<bytes.count)].compactMap { $0 }
    }
    var markers: [(platform: Platform, start: Int, textStart: Int)] = []
    var index = 0
    while index < bytes.count {
      if index == 0 || !MechanismMatcher.isWordByte(bytes[index - 1]) {
        for (spelling, platform) in spellings where index + spelling.count < bytes.count {
          if PathParser.matchesIgnoringCase(bytes, at: index, spelling),
            bytes[index + spelling.count] == UInt8(ascii: ":")
          {
            if markers.isEmpty { markers.reserveCapacity(3) }
            markers.append((platform, index, index + spelling.count + 1))
            index += spelling.count
            break
          }
        }
      }
      index += 1
    }
    var result: [CheckPart] = []
    result.reserveCapacity(markers.count + 1)
    let firstStart = markers.first?.start ?? bytes.count
    if let general = part(field, bytes, nil, 0..<firstStart) { result.append(general) }
    for (position, marker) in markers.enumerated() {
      let end = position + 1 < markers.count ? markers[position + 1].start : bytes.count
      if let platformPart = part(field, bytes, marker.platform, marker.textStart..<end) { result.append(platformPart) }
    }
    return result
  }

  private static let spellings: [([UInt8], Platform)] = [
    (Array("iphone".utf8), .iPhone), (Array("ipad".utf8), .iPad), (Array("macos".utf8), .mac),
    (Array("mac".utf8), .mac),
  ]

  private static func part(
    _ field: FieldSyntax,
    _ bytes: [UInt8],
    _ platform: Platform?,
    _ range: Range<Int>
  ) -> CheckPart? {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
    while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
    guard lower < upper else { return nil }
    return CheckPart(
      platform: platform,
      text: String(decoding: bytes[lower..<upper], as: UTF8.self),
      range: field.sourceRange(forValueRange: lower..<upper),
      field: field,
      valueRange: lower..<upper
    )
  }
}
