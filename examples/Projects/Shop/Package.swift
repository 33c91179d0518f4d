// swift-tools-version: 5.9
// Shop — a small SwiftUI app as a Swift package: views in several files, a model, an asset catalog, and a local
// package (FlowKit) whose custom `Layout` the views import. `plumb previews examples/Projects/Shop` lists its
// previews; `plumb preview examples/Projects/Shop/Sources/Shop/Views/ProductCard.swift` shows one with its module.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(path: "Packages/FlowKit"),
    ],
    targets: [
        .executableTarget(
            name: "Shop",
            dependencies: [.product(name: "FlowKit", package: "FlowKit")],
            resources: [.process("Resources")]
        ),
    ]
)
