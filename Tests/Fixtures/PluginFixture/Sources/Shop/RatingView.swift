// The fixture's Swift with findings: an interactive custom view with no accessibility and no
// keyboard focus (compiled only where AppKit is, so the fixture builds on Linux too).
#if canImport(AppKit)
import AppKit

public final class RatingView: NSView {
  public var rating = 3

  override public func mouseDown(with event: NSEvent) {
    rating = min(rating + 1, 5)
  }
}
#endif
