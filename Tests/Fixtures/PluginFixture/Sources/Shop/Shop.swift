/// The fixture's app code; its contracts are in Contracts/.
public struct OrderRow {
  public let number: Int

  public init(number: Int) {
    self.number = number
  }
}
