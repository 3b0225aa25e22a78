// swift-tools-version: 6.1
// A package that adopts leaf-lsp's plugins as an app's package would, with leaf-lsp as a
// dependency by path (this repository). Tests/Fixtures/run-plugin-tests.sh builds it; it is no
// target of leaf-lsp's own package.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  dependencies: [
    // `name:` keeps the package's identity `leaf-lsp` whatever the clone's folder is called.
    .package(name: "leaf-lsp", path: "../../..")
  ],
  targets: [
    // Errors are warnings in the build (the default): it passes and shows them against their lines.
    .target(name: "Shop", plugins: [.plugin(name: "LeafContractsPlugin", package: "leaf-lsp")]),
    // Sources/StrictShop/.leaf-lsp.json sets "failBuildOnErrors": true: its error fails the build.
    .target(name: "StrictShop", plugins: [.plugin(name: "LeafContractsPlugin", package: "leaf-lsp")]),
  ]
)
