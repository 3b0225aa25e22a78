/// Byte ranges of one file that nest (or stand apart), each the code of one branch, and a lookup
/// of the branches around an offset: the index behind ``SwiftBranchRegions``.
struct NestedBranchRegions: Sendable {
  /// One branch's bytes, and the branch.
  struct Region: Sendable {
    var bytes: Range<Int>
    var branch: SwiftBranch
    /// The index of the innermost region holding this one, -1 when none.
    fileprivate var parent: Int = -1

    init(bytes: Range<Int>, branch: SwiftBranch) {
      self.bytes = bytes
      self.branch = branch
    }
  }

  /// Sorted by start, a region before those it holds.
  private let regions: [Region]

  /// The index of `regions`, which must nest or stand apart (no two overlap in part).
  init(_ regions: [Region]) {
    var regions = regions
    regions.sort { first, second in
      first.bytes.lowerBound != second.bytes.lowerBound
        ? first.bytes.lowerBound < second.bytes.lowerBound : first.bytes.upperBound > second.bytes.upperBound
    }
    var open: [Int] = []
    for index in regions.indices {
      while let last = open.last, regions[last].bytes.upperBound <= regions[index].bytes.lowerBound {
        open.removeLast()
      }
      regions[index].parent = open.last ?? -1
      open.append(index)
    }
    self.regions = regions
  }

  /// The branches of the regions holding byte `offset`, outermost first.
  func branches(at offset: Int) -> [SwiftBranch] {
    var low = 0
    var high = regions.count
    while low < high {
      let middle = (low + high) / 2
      if regions[middle].bytes.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    var index = low - 1
    while index >= 0, !regions[index].bytes.contains(offset) { index = regions[index].parent }
    var result: [SwiftBranch] = []
    while index >= 0 {
      result.append(regions[index].branch)
      index = regions[index].parent
    }
    return result.reversed()
  }
}
