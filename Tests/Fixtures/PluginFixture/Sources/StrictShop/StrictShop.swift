/// The fixture's strict target; its contract is Swiper.contract.
public struct Swiper {
  public init() {}
}
