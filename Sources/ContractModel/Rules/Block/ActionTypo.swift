/// An action a path declares by a capitalised word one edit from another action of its component
/// (`Delte ⌫` beside `Primary action: Delete`): most likely that action, misspelt. One mistake,
/// so `action-unreachable` tells it once, on the misspelt word, naming the action it means.
struct ActionTypo {
  /// The action as the path writes it: implicit, a reading of a capitalised word.
  let written: Action
  /// The action it most likely means.
  let intended: Action

  /// The fewest letters of a name that can be read as a misspelling: shorter names one edit apart
  /// (`Pin` and `Pen`) are as likely two actions.
  static let shortestName = 4

  /// The misspelt actions of `component`, `reach` telling where each action is reached.
  ///
  /// An implicit action is a misspelling of the one other action of the component one edit from it
  /// (a swap of two neighbouring letters is one edit). When that action is implicit too, it must be
  /// reached on more platforms: the name written less is the misspelt one, and of two names
  /// written as often neither is.
  static func typos(in component: Component, reach: ReachTable) -> [ActionTypo] {
    guard component.actions.contains(where: \.isImplicit) else { return [] }
    let platforms = Platform.allCases.filter { component.paths[$0] != nil }
    // Each name folded once, not once per pair.
    let keys = component.actions.map(\.key)
    func reachedCount(_ index: Int) -> Int {
      platforms.count { reach.ways[keys[index]]?[$0]?.isReached ?? false }
    }
    return component.actions.indices.compactMap { written in
      guard component.actions[written].isImplicit else { return nil }
      let close = keys.indices.filter { keys[$0] != keys[written] && isOneEdit(keys[written], keys[$0]) }
      guard close.count == 1, let intended = close.first else { return nil }
      if component.actions[intended].isImplicit, reachedCount(intended) <= reachedCount(written) { return nil }
      return ActionTypo(written: component.actions[written], intended: component.actions[intended])
    }
  }

  /// Whether the folded names `lhs` and `rhs` are one edit apart, both long enough to tell.
  static func isOneEdit(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.unicodeScalars)
    let right = Array(rhs.unicodeScalars)
    guard min(left.count, right.count) >= shortestName, abs(left.count - right.count) <= 1 else { return false }
    return DidYouMean.editDistance(left, right, atMost: 1) == 1
  }

  /// Whether `platform`'s path writes the misspelling where the intended action has no way (while
  /// another platform reaches it): there `action-unreachable` asks whether it is the action's way,
  /// and what the action still lacks is checked as read.
  func isReadAsWay(on platform: Platform, in component: Component, reach: ReachTable) -> Bool {
    !reach.ways(to: intended.name, on: platform).isReached && reach.ways(to: written.name, on: platform).isReached
      && writtenRange(on: platform, in: component) != nil
  }

  /// Where `platform`'s path writes the misspelling: the subject of its first segment about it (on
  /// another platform's line when `same` brought it).
  func writtenRange(on platform: Platform, in component: Component) -> SourceRange? {
    let key = written.key
    return component.paths[platform]?.segments.first { $0.subject.map(ListItem.fold) == key }?.subjectRange
  }
}
