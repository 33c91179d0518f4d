// swift-tools-version: 6.1
import PackageDescription

// An app's package whose SwiftUI views are tested on Linux: Sources/App holds SwiftUI source (built on Apple
// platforms only, so no target here), and the test target takes its previews with Plumb.
let package = Package(
    name: "SnapshotTests",
    dependencies: [.package(name: "Plumb", path: "../..")],
    targets: [
        .testTarget(
            name: "AppSnapshotTests",
            dependencies: [.product(name: "PlumbSnapshotTesting", package: "Plumb")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
