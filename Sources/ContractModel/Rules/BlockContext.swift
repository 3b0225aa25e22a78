/// Everything a block rule reads: one block, the file header's facts, the file's targets and the
/// workspace facts (through a ``WorkspaceView`` that records each question). It holds no other
/// block of the document.
///
/// A class: rules hand it to closures and helpers, and a copy of a struct this size retains each
/// of its fields (about 1,300 instructions); a reference is retained once.
public final class BlockContext {
  /// The block, as read.
  public let model: BlockModel
  /// The file header's facts (for the `App` name, ``app``, which records its reading).
  private let header: FileHeader
  /// The platforms the file targets: its `Platforms`, else the configuration's, else all three.
  public let targets: [Platform]
  /// The rest of the workspace.
  public let workspace: WorkspaceView
  /// The document's key.
  public let document: String
  /// The block's identity, for locations inside it.
  public let block: BlockID
  /// The block's shortcut bindings on the file's targets.
  public let bindings: [ShortcutBinding]
  /// The block's component as the rules see it (paths of untargeted platforms left out), as a
  /// list of one or none.
  public let components: [Component]
  /// The ways to each action of the component, on each platform.
  private let reachTable: ReachTable?

  /// The context of `model`, block `block` of `document`, whose bindings are `bindings`; what it
  /// reads of `facts` is recorded in `reads`.
  init(
    model: BlockModel,
    header: FileHeader,
    targets: [Platform],
    facts: WorkspaceFacts,
    reads: FactReads,
    document: String,
    block: BlockID,
    bindings: [ShortcutBinding]
  ) {
    self.model = model
    self.header = header
    self.targets = targets
    let workspace = WorkspaceView(facts: facts, app: header.app.map(ListItem.fold), reads: reads)
    self.workspace = workspace
    self.document = document
    self.block = block
    self.bindings = bindings
    if let component = model.content.component?.restricted(to: targets) {
      components = [component]
      reachTable = ReachTable(component: component, commands: workspace.commands(named:))
    } else {
      components = []
      reachTable = nil
    }
  }

  /// The file's `App`. Reading it makes the findings depend on the name itself (which other files
  /// a rule sees through ``workspace`` follows from it already).
  public var app: String? {
    workspace.reads.record(.app(document: document))
    return header.app
  }

  /// The file's `App`, for a rule that compares the words of a name with it where the app would
  /// start at the name's word `word` (lower-cased, ``LetterWords``): the comparison can hold only
  /// when the app's first word, or its folded app's, is `word`. The reading is recorded as that
  /// word's, so that a change of the app's name checks the block again only when its old or new
  /// first word is `word`; with no word, as the whole name's (``app``).
  public func app(comparedAt word: String?) -> String? {
    guard let word else { return app }
    workspace.reads.record(.appWord(document: document, word: word))
    return header.app
  }

  /// The platforms the file targets (``targets``).
  public var platforms: [Platform] { targets }

  /// The block's menu, as a list of one or none.
  public var menus: [Menu] { model.content.menu.map { [$0] } ?? [] }

  /// The block's team catalog entry, as a list of one or none.
  public var catalogEntries: [TeamCatalogEntry] { model.content.catalogEntry.map { [$0] } ?? [] }

  /// The file header, when the block is it.
  public var fileHeader: FileHeader? { model.content.header }

  /// Fields of the block whose keys are unknown where they stand.
  public var misplacedFields: [MisplacedField] { model.misplacedFields }

  /// Non-path fields the block writes twice.
  public var repeatedFields: [RepeatedField] { model.repeatedFields }

  /// The ways to each action of `component` (the block's), on each platform.
  public func reach(of component: Component) -> ReachTable {
    reachTable ?? ReachTable(component: component, commands: workspace.commands(named:))
  }

  /// `range` of this block, as a location other findings can point to.
  public func location(_ range: SourceRange) -> DocumentLocation {
    DocumentLocation(document: document, range: range, block: block)
  }
}
