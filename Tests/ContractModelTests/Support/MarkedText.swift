/// A text with position markers, like swift-format's `1️⃣` tests.
///
/// The markers are the keycap emoji 0️⃣ … 9️⃣ (a digit, U+FE0F, U+20E3) and 🔟. They are removed
/// from the text, and each is remembered as the UTF-8 offset where it stood in the text without markers.
struct MarkedText {
  /// The text without its markers.
  let text: String
  /// Each marker's UTF-8 offset in ``text``.
  let markers: [String: Int]

  /// The marker names, in the order of their offsets.
  var markerNames: [String] { markers.sorted { $0.value < $1.value }.map(\.key) }

  init(_ marked: String) {
    var scalars = String.UnicodeScalarView()
    var markers: [String: Int] = [:]
    var offset = 0
    let input = Array(marked.unicodeScalars)
    var index = 0
    while index < input.count {
      let scalar = input[index]
      if let name = Self.marker(in: input, at: index) {
        precondition(markers[name.text] == nil, "marker \(name.text) is used twice")
        markers[name.text] = offset
        index += name.length
        continue
      }
      scalars.append(scalar)
      offset += UTF8.width(scalar)
      index += 1
    }
    self.text = String(scalars)
    self.markers = markers
  }

  /// The UTF-8 offset of `marker`; traps when the marker is not in the text.
  func offset(of marker: String) -> Int {
    guard let offset = markers[marker] else { preconditionFailure("no marker \(marker) in the text") }
    return offset
  }

  /// The marker at `index`: its spelling and its length in scalars.
  private static func marker(in scalars: [Unicode.Scalar], at index: Int) -> (text: String, length: Int)? {
    if scalars[index] == "\u{1F51F}" { return ("\u{1F51F}", 1) }
    guard ("0"..."9").contains(scalars[index]), index + 2 < scalars.count,
      scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
    else { return nil }
    return (String(scalars[index]) + "\u{FE0F}\u{20E3}", 3)
  }
}
