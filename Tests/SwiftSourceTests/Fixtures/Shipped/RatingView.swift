import AppKit

final class RatingView: NSView {
  var rating = 3

  override func mouseDown(with event: NSEvent) {
    let point = convert(event.locationInWindow, from: nil)
    rating = max(1, min(5, Int(point.x / bounds.width * 5) + 1))
    needsDisplay = true
  }
}
