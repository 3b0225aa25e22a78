@testable import ContractModel

extension ShortcutBinding {
  /// The binding as another block would make it, `shift` bytes later in its text: what the
  /// tests of buckets and conflict groups move bindings with (a binding's block and ranges are
  /// fixed once it is made).
  func relocated(to block: BlockID, shiftedBy shift: Int = 0) -> ShortcutBinding {
    let shifted = { (range: SourceRange) in SourceRange(start: range.start + shift, end: range.end + shift) }
    var binding = ShortcutBinding(
      shortcut: shortcut,
      platform: platform,
      target: target,
      component: component,
      menu: menu,
      document: document,
      block: block,
      app: app,
      range: shifted(range),
      tokenRange: shifted(tokenRange),
      context: context
    )
    binding.rank = rank
    return binding
  }
}
