/// The workspace's bindings of one shortcut on one platform, arranged once so that each
/// binding's conflict check costs only a few lookups, however many bindings share the shortcut:
/// the members sorted, counts by app and target, each document's members, and the order in
/// which conflicting members are listed, per app.
///
/// Built once per change of its bucket (see `ContractWorkspace.conflictGroup`) and shared by
/// every document's check. A small group (most are: a shortcut bound by a component and its
/// menu command) is only sorted; its questions are answered by reading every member, which costs
/// less than arranging it.
struct ShortcutConflictGroup: Sendable {
  /// The most members a group answers by reading them all.
  static let smallGroup = 8

  /// The bindings, by document, place and platform.
  private(set) var members: [ShortcutBinding]
  /// What the members are arranged by, held by reference: a group is read out of the workspace's
  /// table for each binding checked, and inline its tables made each copy a dozen retains. It
  /// stays valid while the members are replaced by the same bindings moved (``replaceMembers``).
  private let arrangement: Arrangement

  /// Arranges `bindings` (the bindings of one shortcut on one platform, in any order).
  init(_ bindings: [ShortcutBinding]) {
    let sorted = bindings.indices.dropFirst().allSatisfy { !Self.precedes(bindings[$0], bindings[$0 - 1]) }
    self.init(ordered: sorted ? bindings : bindings.sorted(by: Self.precedes))
  }

  /// Arranges `members`, sorted by ``precedes(_:_:)`` already (as ``BindingBucket/members``
  /// gives them).
  init(ordered members: [ShortcutBinding]) {
    self.members = members
    arrangement = Arrangement(members)
  }

  /// The members' targets and apps, and for a group past ``smallGroup``, counts and listings.
  private final class Arrangement: Sendable {
    /// Each member's folded target.
    let targets: [String]
    /// Each member's folded app (nil for files without `App`).
    let apps: [String?]
    /// Bindings per folded app ("" for files without `App`).
    let byApp: [String: Int]
    /// Bindings per folded app and folded target.
    let byAppTarget: [String: [String: Int]]
    /// Bindings per folded target, over every app.
    let byTarget: [String: Int]
    /// Each document's members, in order.
    let byDocument: [String: [Int]]
    /// Every member, for a binding of a file without `App`.
    let everyone: Listing
    /// The members of each folded app.
    let perApp: [String: Listing]
    /// The members of files without `App`, which every app sees.
    let appless: Listing

    init(_ members: [ShortcutBinding]) {
      let targets = members.map(\.targetKey)
      let apps = members.map(\.appKey)
      self.targets = targets
      self.apps = apps
      var byApp: [String: Int] = [:]
      var byAppTarget: [String: [String: Int]] = [:]
      var byTarget: [String: Int] = [:]
      var byDocument: [String: [Int]] = [:]
      var everyone = Listing()
      var perApp: [String: Listing] = [:]
      var appless = Listing()
      if members.count > ShortcutConflictGroup.smallGroup {
        for (index, member) in members.enumerated() {
          let app = apps[index] ?? ""
          byApp[app, default: 0] += 1
          byAppTarget[app, default: [:]][targets[index], default: 0] += 1
          byTarget[targets[index], default: 0] += 1
          byDocument[member.document, default: []].append(index)
          everyone.append(index, targets: targets)
          if let app = apps[index] {
            perApp[app, default: Listing()].append(index, targets: targets)
          } else {
            appless.append(index, targets: targets)
          }
        }
      }
      self.byApp = byApp
      self.byAppTarget = byAppTarget
      self.byTarget = byTarget
      self.byDocument = byDocument
      self.everyone = everyone
      self.perApp = perApp
      self.appless = appless
    }
  }

  /// The order of members: by document, then block name, then rank in the block (place, then
  /// platform); the same however the workspace was built. (Two blocks of one name in one
  /// document are told apart by what they bind, then where.)
  static func precedes(_ lhs: ShortcutBinding, _ rhs: ShortcutBinding) -> Bool {
    (lhs.document, lhs.blockName, lhs.rank, lhs.targetKey, lhs.range.start)
      < (rhs.document, rhs.blockName, rhs.rank, rhs.targetKey, rhs.range.start)
  }

  /// Puts `bindings` (all of one block of `document`, ordered by rank) in place of the members
  /// of block `old` of `document`, when they are the same bindings but for their block and
  /// offsets (the same targets, names, app and ranks: the same places in the order, the same
  /// counts); returns false, the group unchanged, otherwise, or when another block of `document`
  /// has the same name (the offsets would order their bindings). Changed in place, without
  /// allocating: the members of one block name of one document stand together in the order.
  mutating func replaceMembers(of old: BlockID, in document: String, with bindings: [ShortcutBinding]) -> Bool {
    guard let name = bindings.first?.blockName,
      bindings.indices.dropFirst().allSatisfy({ bindings[$0 - 1].rank < bindings[$0].rank }),
      let start = firstMember(of: document, named: name)
    else { return false }
    var end = start
    while end < members.count, members[end].document == document, members[end].blockName == name {
      guard members[end].block == old else { return false }
      end += 1
    }
    guard end - start == bindings.count else { return false }
    for (offset, binding) in bindings.enumerated() where !binding.isSame(asMovedFrom: members[start + offset]) {
      return false
    }
    for (offset, binding) in bindings.enumerated() { members[start + offset] = binding }
    return true
  }

  /// The place of the first member of `document` made by a block named `name`.
  private func firstMember(of document: String, named name: String) -> Int? {
    if members.count <= Self.smallGroup {
      return members.indices.first { members[$0].document == document && members[$0].blockName == name }
    }
    return arrangement.byDocument[document]?.first { members[$0].blockName == name }
  }

  /// Bindings to another target that a binding of `app` (folded; nil: every app) sees.
  func conflictCount(target: String, app: String?) -> Int {
    if members.count <= Self.smallGroup {
      return members.indices.count { arrangement.targets[$0] != target && Self.sees(app, arrangement.apps[$0]) }
    }
    guard let app else { return members.count - (arrangement.byTarget[target] ?? 0) }
    let visible = (arrangement.byApp[app] ?? 0) + (app.isEmpty ? 0 : arrangement.byApp[""] ?? 0)
    let same =
      (arrangement.byAppTarget[app]?[target] ?? 0) + (app.isEmpty ? 0 : arrangement.byAppTarget[""]?[target] ?? 0)
    return visible - same
  }

  /// The first `limit` members, in order, bound to another target than `target` and visible
  /// from `app` (folded; nil sees every app, and files without `App` are seen by every app).
  func listed(target: String, app: String?, limit: Int) -> [ShortcutBinding] {
    if members.count <= Self.smallGroup {
      let seen = members.indices.filter { arrangement.targets[$0] != target && Self.sees(app, arrangement.apps[$0]) }
      return seen.prefix(limit).map { members[$0] }
    }
    let indices: [Int]
    if let app {
      let own = arrangement.perApp[app]?.first(limit, notBoundTo: target, targets: arrangement.targets) ?? []
      let shared = arrangement.appless.first(limit, notBoundTo: target, targets: arrangement.targets)
      indices = Array((own + shared).sorted().prefix(limit))
    } else {
      indices = arrangement.everyone.first(limit, notBoundTo: target, targets: arrangement.targets)
    }
    return indices.map { members[$0] }
  }

  /// The members of `document`'s block `block` bound to another target than `target`, in order.
  func sameBlock(document: String, block: BlockID, notBoundTo target: String) -> [ShortcutBinding] {
    if members.count <= Self.smallGroup {
      return members.indices.filter {
        members[$0].document == document && members[$0].block == block && arrangement.targets[$0] != target
      }.map { members[$0] }
    }
    return (arrangement.byDocument[document] ?? []).filter {
      members[$0].block == block && arrangement.targets[$0] != target
    }
    .map { members[$0] }
  }

  /// Whether a binding of `app` (folded; nil: a file without `App`) sees a member of
  /// `memberApp`: a file without `App` sees and is seen by every file.
  private static func sees(_ app: String?, _ memberApp: String?) -> Bool {
    guard let app, let memberApp else { return true }
    return app == memberApp
  }

  /// Member indices in order, with, for each, where the run of members bound to its target ends:
  /// finding the first members bound to another target skips a run at a time.
  struct Listing: Sendable {
    private var indices: [Int] = []
    /// For each position, the position after the run of equal targets it belongs to.
    private var runEnds: [Int] = []
    /// Where the last run started.
    private var runStart = 0

    /// Appends member `index` (after every member appended before).
    mutating func append(_ index: Int, targets: [String]) {
      if let last = indices.last, targets[last] != targets[index] {
        for position in runStart..<indices.count { runEnds[position] = indices.count }
        runStart = indices.count
      }
      indices.append(index)
      runEnds.append(Int.max)
    }

    /// The first `limit` member indices whose target is not `target`.
    func first(_ limit: Int, notBoundTo target: String, targets: [String]) -> [Int] {
      var result: [Int] = []
      var position = 0
      while position < indices.count && result.count < limit {
        let index = indices[position]
        if targets[index] == target {
          position = min(runEnds[position], indices.count)
        } else {
          result.append(index)
          position += 1
        }
      }
      return result
    }
  }
}
