/// The `if`/`else` and `switch` branches code stands in, followed through the members of a type
/// that it is written in. A view often names a computed property or a function of its own for a
/// part of its body (`case .empty: emptyMessage`, with `var emptyMessage: some View { … }`): the
/// code of that member stands, besides in the branches inside it, in the branches of the places
/// the type names it, outermost first (VirtualBuddy's library shows one of three messages, each
/// with its own default button: docs/real-code.md). When the type names the member in several
/// places, only the branches all of them share are kept; a member it never names (`body`, which
/// SwiftUI reads, or one only another file names) adds nothing. The presentation code stands in
/// (see ``PresentationScopes``) is followed the same way: a member named only inside one `.alert`'s
/// closure stands in that alert.
struct MemberBranches {
  private let structure: SwiftStructure
  private let regions: SwiftBranchRegions
  private let presentations: PresentationScopes
  /// Per member (by index), the branches shared by the places its type names it, read once.
  private var outer: [Int: [SwiftBranch]] = [:]
  /// Per member (by index), the presentation all the places its type names it stand in (nil when
  /// they differ or stand in none), read once.
  private var outerPresentation: [Int: Int?] = [:]

  init(structure: SwiftStructure, regions: SwiftBranchRegions, presentations: PresentationScopes? = nil) {
    self.structure = structure
    self.regions = regions
    self.presentations = presentations ?? PresentationScopes(structure)
  }

  /// The name of the member of a type the code at byte `offset` is written in, when the file never
  /// names it (followed through members named once: a helper only that member names); nil when
  /// the file names it, for `body` (which SwiftUI reads), or outside any member.
  mutating func unnamedMember(at offset: Int) -> String? {
    var offset = offset
    for _ in 0..<8 {
      guard let member = innermostMember(holding: offset) else { return nil }
      let uses = uses(of: member)
      if uses.isEmpty {
        let name = structure.members[member].name
        return name == "body" ? nil : name
      }
      guard uses.count == 1 else { return nil }
      offset = uses[0]
    }
    return nil
  }

  /// The members the file's presentations name that the file does not declare for the type whose
  /// code names them, each named in the file only inside that one presentation (through the
  /// type's members, as ``presentation(at:)`` follows them). Lowercase names only: a member, not
  /// a type.
  mutating func presentedMembers() -> [SwiftPresentedMember] {
    let tokens = structure.tokens
    var seen = Set<[String]>()
    var result: [SwiftPresentedMember] = []
    for closure in presentations.closures {
      guard let type = typeName(at: closure.range.lowerBound) else { continue }
      for token in closure.content where tokens[token].kind == .identifier && isBareName(token) {
        let first = structure.file.bytes[tokens[token].start]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { continue }
        let name = structure.text(of: token)
        guard seen.insert([type, name]).inserted,
          !structure.members.contains(where: { member in
            member.name == name && member.owner.map { structure.declarations[$0].qualifiedName } == type
          })
        else { continue }
        // The presentation every use stands in; nil as soon as one stands in none or in another.
        var common: Int?
        for (position, use) in uses(ofName: name, in: type, outside: nil).enumerated() {
          let presentation = presentation(at: use)
          if position == 0 { common = presentation } else if common != presentation { common = nil }
          if common == nil { break }
        }
        if let presentation = common {
          result.append(SwiftPresentedMember(type: type, name: name, presentation: presentation))
        }
      }
    }
    return result
  }

  /// The qualified name of the innermost type declaration holding byte `offset`.
  private func typeName(at offset: Int) -> String? {
    var best: Int?
    for (index, declaration) in structure.declarations.enumerated() where declaration.range.contains(offset) {
      if let current = best, structure.declarations[current].range.count <= declaration.range.count { continue }
      best = index
    }
    return best.map { structure.declarations[$0].qualifiedName }
  }

  /// The start of the presentation modifier (`.sheet`, `.alert`, …) whose closure the code at byte
  /// `offset` stands in, innermost, through the members of its type; nil for none.
  mutating func presentation(at offset: Int) -> Int? {
    presentation(at: offset, depth: 0)
  }

  private mutating func presentation(at offset: Int, depth: Int) -> Int? {
    if let inner = presentations.presentation(at: offset) { return inner }
    guard depth < 8, let member = innermostMember(holding: offset) else { return nil }
    if let known = outerPresentation[member] { return known }
    // A member that names itself (recursion) must not loop.
    outerPresentation[member] = .some(nil)
    var common: Int??
    for use in uses(of: member) {
      let presentation = presentation(at: use, depth: depth + 1)
      guard let shared = common else {
        common = presentation
        continue
      }
      if shared != presentation {
        common = .some(nil)
        break
      }
    }
    let result = common ?? nil
    outerPresentation[member] = result
    return result
  }

  /// The branches the code at byte `offset` stands in, outermost first.
  mutating func branches(at offset: Int) -> [SwiftBranch] {
    branches(at: offset, depth: 0)
  }

  private mutating func branches(at offset: Int, depth: Int) -> [SwiftBranch] {
    let inner = regions.branches(at: offset)
    guard depth < 8, let member = innermostMember(holding: offset) else { return inner }
    if outer[member] == nil {
      // A member that names itself (recursion) must not loop.
      outer[member] = []
      var common: [SwiftBranch]?
      for use in uses(of: member) {
        let list = branches(at: use, depth: depth + 1)
        common = common.map { Array(zip($0, list).prefix { $0 == $1 }.map(\.0)) } ?? list
      }
      outer[member] = common ?? []
    }
    // The inner list holds the member's branches only: the member is at the top of its type.
    return outer[member]! + inner
  }

  /// The index of the innermost computed property or function of a type whose body holds `offset`.
  private func innermostMember(holding offset: Int) -> Int? {
    var result: Int?
    for (index, member) in structure.members.enumerated()
    where !member.isLocal && member.owner != nil && (member.kind == .function || member.kind == .variable)
      && member.initializerTokens == nil
    {
      guard let body = member.bodyTokens, !body.isEmpty,
        structure.tokens[body.lowerBound].start <= offset, offset < structure.tokens[body.upperBound - 1].end
      else { continue }
      if let current = result, structure.members[current].range.count <= member.range.count { continue }
      result = index
    }
    return result
  }

  /// The byte offsets where the declarations of the member's type (its extensions in the file
  /// too) name the member `index`: `name` or `self.name`, not a member of something else, an
  /// argument label or the declaration itself.
  private func uses(of index: Int) -> [Int] {
    let member = structure.members[index]
    guard let owner = member.owner else { return [] }
    return uses(ofName: member.name, in: structure.declarations[owner].qualifiedName, outside: member.range)
  }

  /// The byte offsets where the declarations of the type `type` name `name` (see
  /// ``uses(of:)``), outside the bytes `excluded`.
  private func uses(ofName name: String, in type: String, outside excluded: Range<Int>?) -> [Int] {
    let tokens = structure.tokens
    var uses: [Int] = []
    for declaration in structure.declarations where declaration.qualifiedName == type {
      guard let body = declaration.bodyTokens else { continue }
      for token in body where tokens[token].kind == .identifier && structure.token(token, is: name) {
        guard excluded?.contains(tokens[token].start) != true, isBareName(token) else { continue }
        uses.append(tokens[token].start)
      }
    }
    return uses
  }

  /// Whether the identifier token `token` names something of the type itself: `name` or
  /// `self.name`, not a member of something else or an argument label.
  private func isBareName(_ token: Int) -> Bool {
    let tokens = structure.tokens
    if token > 0, tokens[token - 1].kind == .period, !(token > 1 && tokens[token - 2].keyword == .self) {
      return false
    }
    return !(token + 1 < tokens.count && tokens[token + 1].kind == .colon)
  }
}
