extension WorkspaceComposer {
  /// At most this many view types are followed from one view.
  static let subviewLimit = 256

  /// The names of the workspace's SwiftUI views: types declared (or extended) as `View`.
  func viewTypeNames() -> Set<String> {
    var result = Set<String>()
    for type in types where type.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
      result.insert(type.name)
      result.insert(type.qualifiedName)
    }
    return result
  }

  /// The views of the workspace that `type` is made of: the SwiftUI views (`viewTypes`) its code
  /// uses as views (`PathLabel(file: file)` in its body), and the views those use in turn, breadth
  /// first, at most ``SwiftWorkspaceFacts/subviewDepth`` deep, each once (a cycle ends where it
  /// closes).
  func subviews(of type: String?, viewTypes: Set<String>) -> [String] {
    guard let type, !viewTypes.isEmpty else { return [] }
    var result: [String] = []
    var seen: Set<String> = [type]
    var level = [type]
    var depth = 0
    while !level.isEmpty, depth < SwiftWorkspaceFacts.subviewDepth, result.count < Self.subviewLimit {
      depth += 1
      var next: [String] = []
      for owner in level {
        for position in usesByEnclosingType[owner] ?? [] {
          let use = typeUses[position]
          guard case .view = use.context, viewTypes.contains(use.typeName), seen.insert(use.typeName).inserted,
            result.count < Self.subviewLimit
          else { continue }
          result.append(use.typeName)
          next.append(use.typeName)
        }
      }
      level = next
    }
    return result
  }
}
