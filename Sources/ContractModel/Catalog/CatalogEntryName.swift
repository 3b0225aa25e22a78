/// Names of the built-in catalog entries.
public enum CatalogEntryName {
  public static let platformCopyPaste = "Platform Copy Paste"
  public static let readingOrderDrift = "Reading Order Drift"
  public static let platformInteractionContract = "Platform Interaction Contract"
  public static let readingOrderContract = "Reading Order Contract"
}
