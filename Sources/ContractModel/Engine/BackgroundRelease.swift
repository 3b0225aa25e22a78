import Dispatch

/// Frees large values on a background thread: freeing a document of 100,000 blocks (their texts,
/// models and findings) takes a while, and the workspace's thread has requests to answer.
enum BackgroundRelease {
  /// How many blocks a document holds before it is freed on a background thread: a 1,000-line
  /// contract (about 110 blocks) closed outside the workspace cost the thread 2.1 M instructions
  /// to free, before it could read the next document opened.
  static let blockThreshold = 64

  /// Frees `document`, which its owner no longer holds, on a background thread when it is large,
  /// else at once.
  static func release(_ document: consuming WorkspaceDocument) {
    guard document.blocks.count >= blockThreshold else { return }
    let box = Box(consume document)
    DispatchQueue.global(qos: .utility).async { box.empty() }
  }

  /// The last reference to a value, handed from its owner's thread to the thread that frees it.
  ///
  /// Unchecked: the value is stored on the owner's thread and then only let go of, once, on the
  /// background thread. Letting go of a reference is safe from any thread; the value is freed
  /// there when nothing else holds it, and else where it is last let go of.
  private final class Box: @unchecked Sendable {
    private var document: WorkspaceDocument?

    init(_ document: consuming WorkspaceDocument) { self.document = document }

    func empty() { document = nil }
  }
}
