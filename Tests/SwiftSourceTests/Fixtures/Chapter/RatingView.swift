#if canImport(AppKit)
import AppKit

final class RatingView: NSView {
  var rating = 3

  override func isAccessibilityElement() -> Bool { true }
  override func accessibilityRole() -> NSAccessibility.Role? { .slider }
  override func accessibilityLabel() -> String? { "Rating" }
  override func accessibilityValue() -> Any? { "\(rating) of 5" }
  override func accessibilityPerformIncrement() -> Bool {
    rating = min(rating + 1, 5)
    return true
  }
  override func accessibilityPerformDecrement() -> Bool {
    rating = max(rating - 1, 1)
    return true
  }
  override var acceptsFirstResponder: Bool { true }
}
#endif
